import type { LotLiveState, PublicBid } from '@lyp/shared/auction/bid.schemas';
import type { MySealedBids, SealedReceipt, SealedResult } from '@lyp/shared/auction/sealed-bid.schemas';
import { sealedCommitmentInput } from '@lyp/shared/auction/sealed-bid.schemas';
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { errorOf } from '../../../test/answers';
import { addBidders, clientBidId, dataOf, type Bidder, useAuctionApp } from '../../../test/auction-fixtures';
import { bidCalls, liveLot as liveLotWith, useLotEvents } from '../../../test/bidding-fixtures';

const { t, tokens } = useAuctionApp();
const { bid, setMax } = bidCalls(t);
const events = useLotEvents(t);

const SEALED = { biddingMode: 'sealed' };
const liveSealedLot = (bidderCount: number, overrides: Record<string, unknown> = {}) =>
  liveLotWith(t, tokens, bidderCount, { ...SEALED, ...overrides });
const seal = (bidder: Bidder, lotId: number, amountFen: number, key = clientBidId()) =>
  t.call('POST', 'sealedBidSubmit', { token: bidder.token, body: { lotId, amountFen, clientBidId: key } });
const sealed = async (bidder: Bidder, lotId: number, amountFen: number) =>
  dataOf<SealedReceipt>(await seal(bidder, lotId, amountFen));
const liveState = async (lotId: number) =>
  dataOf<LotLiveState>(await t.call('GET', 'bidLiveState', { params: { lotId } }));
const result = async (lotId: number) =>
  dataOf<SealedResult>(await t.call('GET', 'sealedBidResult', { params: { lotId } }));
const closeAfter = async (lot: { endsAt: string }) => {
  t.clock.set(new Date(Date.parse(lot.endsAt) + 5000));
  // Lots of earlier tests close in the same sweep.
  expect((await t.services.closing.sweepOnce()).closed).toBeGreaterThanOrEqual(1);
};
const lotRow = async (lotId: number) =>
  (
    await t.database.db.execute<{
      status: string;
      current_price_fen: string | null;
      leader_user_id: number | null;
    }>(sql`select status, current_price_fen, leader_user_id from lots where id = ${lotId}`)
  ).rows[0]!;
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

describe('sealing a bid (一次报价)', () => {
  it('answers a receipt with a commitment and shows others only that one more bid was made', async () => {
    const { lotId, bidders } = await liveSealedLot(1);
    const response = await seal(bidders[0]!, lotId, 123_400);
    expect(response.json<{ msg: string }>().msg).toBe('报价已提交，请保存回执');
    const receipt = dataOf<SealedReceipt>(response);
    expect(receipt).toMatchObject({ lotId, amountFen: 123_400, submittedAt: t.clock.now().toISOString() });
    expect(receipt.alias).toMatch(/^竞买人[0-9A-F]{4}$/);
    expect(receipt.commitment).toMatch(/^[0-9a-f]{64}$/);

    expect(await liveState(lotId)).toMatchObject({
      biddingMode: 'sealed',
      currentPriceFen: null,
      leaderAlias: null,
      bidCount: 1,
      bidderCount: 1,
    });
    expect(await result(lotId)).toEqual({ lotId, revealed: false, bidCount: 1, secret: null, bids: [] });
    // Watchers hear that one more bid counts, under the lot's next event number, and nothing else.
    const [counted, ...more] = events.filter((event) => event.lotId === lotId);
    expect(more).toEqual([]);
    expect(counted).toEqual({
      type: 'sealed_bid_counted',
      lotId,
      seq: expect.any(Number) as number,
      serverTime: t.clock.now().toISOString(),
      bidCount: 1,
      bidderCount: 1,
    });
    expect((await liveState(lotId)).seq).toBe(counted!.seq);
    const list = dataOf<{ total: number }>(await t.call('POST', 'bidList', { body: { lotId } }));
    expect(list.total).toBe(0);
  });

  it('lets a bidder raise their bid but never lower it or repeat it, naming their current 报价', async () => {
    const { lotId, bidders } = await liveSealedLot(1);
    const bidder = bidders[0]!;
    await sealed(bidder, lotId, 150_000);
    const raised = await sealed(bidder, lotId, 160_000);
    expect(raised.amountFen).toBe(160_000);
    for (const amountFen of [160_000, 120_000]) {
      expect(errorOf(await seal(bidder, lotId, amountFen))).toMatchObject({
        status: 409,
        error: 'SEALED_BID_NOT_RAISED',
        msg: '报价只可提高，新报价须高于您已提交的报价 ¥1,600.00',
      });
    }
    const mine = dataOf<MySealedBids>(
      await t.call('GET', 'sealedBidMine', { token: bidder.token, params: { lotId } }),
    );
    expect(mine.receipts.map((receipt) => receipt.amountFen)).toEqual([150_000, 160_000]);
    expect(mine.bidCount).toBe(2);
    expect(await liveState(lotId)).toMatchObject({ bidCount: 2, bidderCount: 1 });
  });

  it('refuses less than the starting price and amounts that are not whole yuan', async () => {
    const { lotId, bidders } = await liveSealedLot(1);
    expect(errorOf(await seal(bidders[0]!, lotId, 99_900))).toMatchObject({
      error: 'SEALED_BID_TOO_LOW',
      msg: '报价须不低于起拍价 ¥1,000.00',
    });
    expect(errorOf(await seal(bidders[0]!, lotId, 100_050))).toMatchObject({
      error: 'SEALED_BID_NOT_WHOLE_YUAN',
    });
  });

  it('answers a retry with the same receipt and refuses the same id for another amount', async () => {
    const { lotId, bidders } = await liveSealedLot(1);
    const key = clientBidId();
    const first = dataOf<SealedReceipt>(await seal(bidders[0]!, lotId, 130_000, key));
    const answers = await Promise.all([1, 2, 3].map(() => seal(bidders[0]!, lotId, 130_000, key)));
    for (const answer of answers) expect(dataOf<SealedReceipt>(answer)).toEqual(first);
    expect(errorOf(await seal(bidders[0]!, lotId, 140_000, key))).toMatchObject({ error: 'BID_KEY_REUSED' });
    expect((await liveState(lotId)).bidCount).toBe(1);
  });

  it('goes by the server clock: refused before the start and from the end on', async () => {
    const { lotId, lot, bidders } = await liveSealedLot(1);
    t.clock.set(new Date(Date.parse(lot.startsAt) - 1000));
    expect(errorOf(await seal(bidders[0]!, lotId, 100_000))).toMatchObject({ error: 'BID_NOT_STARTED' });
    t.clock.set(new Date(Date.parse(lot.endsAt)));
    expect(errorOf(await seal(bidders[0]!, lotId, 100_000))).toMatchObject({ error: 'BID_ENDED' });
  });

  it('refuses bidders without a deposit or certification, and the seller', async () => {
    const { lotId } = await liveSealedLot(0);
    const [uncertified] = await addBidders(t, 1);
    expect(errorOf(await seal(uncertified!, lotId, 100_000))).toMatchObject({ error: 'DEPOSIT_REQUIRED' });
    await t.database.db.execute(sql`delete from certifications where user_id = ${uncertified!.userId}`);
    expect(errorOf(await seal(uncertified!, lotId, 100_000))).toMatchObject({
      error: 'CERTIFICATION_REQUIRED',
    });
    const seller = await t.call('POST', 'sealedBidSubmit', {
      token: tokens.seller,
      body: { lotId, amountFen: 100_000, clientBidId: clientBidId() },
    });
    expect(seller.statusCode).toBe(403);
  });

  it('refuses open bids and maximums on a sealed lot, and sealed bids on an open one', async () => {
    const { lotId, bidders } = await liveSealedLot(1);
    expect(errorOf(await bid(bidders[0]!, lotId, 100_000))).toMatchObject({ error: 'SEALED_LOT_OPEN_BID' });
    expect(errorOf(await setMax(bidders[0]!, lotId, 200_000))).toMatchObject({
      error: 'SEALED_LOT_OPEN_BID',
    });
    const open = await liveLotWith(t, tokens, 1);
    expect(errorOf(await seal(open.bidders[0]!, open.lotId, 100_000))).toMatchObject({
      error: 'SEALED_BID_NOT_SEALED_LOT',
    });
  });
});

describe('the end of a sealed-bid lot', () => {
  it('sells to the highest bid at its own price and lists every bid with commitments that verify', async () => {
    const { lotId, lot, bidders } = await liveSealedLot(3);
    const [low, high, raiser] = bidders as [Bidder, Bidder, Bidder];
    const receipts = [
      await sealed(low, lotId, 120_000),
      await sealed(raiser, lotId, 110_000),
      await sealed(high, lotId, 180_000),
      await sealed(raiser, lotId, 150_000),
    ];
    await closeAfter(lot);

    expect(await lotRow(lotId)).toMatchObject({
      status: 'sold',
      current_price_fen: '180000',
      leader_user_id: high.userId,
    });
    const revealed = await result(lotId);
    expect(revealed).toMatchObject({ revealed: true, bidCount: 4 });
    expect(revealed.secret).toMatch(/^[0-9a-f]{64}$/);
    expect(revealed.bids.map((b) => [b.amountFen, b.counted, b.winning])).toEqual([
      [120_000, true, false],
      [110_000, false, false],
      [180_000, true, true],
      [150_000, true, false],
    ]);
    for (const receipt of receipts) {
      const listed = revealed.bids.find((b) => b.commitment === receipt.commitment)!;
      expect(listed).toMatchObject(receipt);
      expect(sha256(sealedCommitmentInput(receipt, revealed.secret!))).toBe(receipt.commitment);
    }
    const record = dataOf<{ records: PublicBid[] }>(await t.call('POST', 'bidList', { body: { lotId } }));
    expect(record.records.map((b) => [b.amountFen, b.kind])).toContainEqual([180_000, 'sealed']);
    const orders = dataOf<{ records: Array<{ priceFen: number }> }>(
      await t.call('POST', 'myOrders', { token: high.token, body: {} }),
    );
    expect(orders.records[0]).toMatchObject({ priceFen: 180_000 });
  });

  it('breaks a tie by the earlier submission', async () => {
    const { lotId, lot, bidders } = await liveSealedLot(2);
    const [early, late] = bidders as [Bidder, Bidder];
    await sealed(early, lotId, 150_000);
    t.clock.advance(1000);
    await sealed(late, lotId, 150_000);
    await closeAfter(lot);
    expect(await lotRow(lotId)).toMatchObject({ status: 'sold', leader_user_id: early.userId });
  });

  it('goes unsold below the reserve, or with fewer bidders than the lot asks for', async () => {
    const reserved = await liveSealedLot(1, { reservePriceFen: 200_000 });
    await sealed(reserved.bidders[0]!, reserved.lotId, 190_000);
    await closeAfter(reserved.lot);
    expect(await lotRow(reserved.lotId)).toMatchObject({ status: 'unsold' });
    expect((await result(reserved.lotId)).bids[0]).toMatchObject({
      amountFen: 190_000,
      counted: true,
      winning: false,
    });

    const lonely = await liveSealedLot(1, { minBidders: 2 });
    await sealed(lonely.bidders[0]!, lonely.lotId, 300_000);
    await closeAfter(lonely.lot);
    expect(await lotRow(lonely.lotId)).toMatchObject({ status: 'unsold' });
  });

  it('voids sealed bids unrevealed when the platform takes the bulletin down', async () => {
    const { lotId, bulletin, bidders } = await liveSealedLot(1);
    await sealed(bidders[0]!, lotId, 150_000);
    dataOf(
      await t.call('POST', 'auditRevoke', {
        token: tokens.auditor,
        body: { bulletinId: bulletin.id, reason: '标的权属存在争议' },
      }),
    );
    const left = await t.database.db.execute(sql`select 1 from sealed_bids where lot_id = ${lotId}`);
    expect(left.rows).toHaveLength(0);
    expect(await lotRow(lotId)).toMatchObject({ status: 'pending', current_price_fen: null });
  });
});

describe('who may seal a bid, judged again under the lot’s lock', () => {
  it('refuses a bidder whose deposit was released after the request’s first check', async () => {
    const { sealUnderLock, createSealedBidsRepository } = await import('./index');
    const { lotId, bidders } = await liveSealedLot(1);
    const seal = sealUnderLock({
      sealedBids: createSealedBidsRepository(t.database.db),
      aliasSecret: 'test-alias-secret',
    });
    // The deposit goes between the gate and the lock.
    await t.database.db.execute(
      sql`update deposits set status = 'released' where lot_id = ${lotId} and user_id = ${bidders[0]!.userId}`,
    );
    await expect(
      seal(bidders[0]!.userId, { lotId, amountFen: 150_000, clientBidId: clientBidId() }, t.clock.now()),
    ).rejects.toMatchObject({ code: 'SEALED_BID_NOT_ELIGIBLE' });
    expect((await liveState(lotId)).bidCount).toBe(0);
  });
});
