import type { BidResult, BidderInfo, LotLiveState, PublicBid } from '@lyp/shared/auction/bid.schemas';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  addBidders,
  clientBidId,
  dataOf,
  demoBuyer,
  freezeDeposits,
  lotInput,
  publishBulletin,
  type Bidder,
  useAuctionApp,
} from '../../../test/auction-fixtures';
import { bidCalls, liveLot as liveLotWith, useLotEvents } from '../../../test/bidding-fixtures';
import { submitDeposit } from '../../../test/deposit-fixtures';
import { userOrganisations } from '../../db/schema';
import { errorOf } from '../../../test/answers';

const { t, tokens } = useAuctionApp();
const events = useLotEvents(t);

const liveLot = (bidderCount: number, overrides: Record<string, unknown> = {}) =>
  liveLotWith(t, tokens, bidderCount, overrides);
const { bid, setMax } = bidCalls(t);
const storedBids = async (lotId: number) =>
  (
    await t.database.db.execute<{ user_id: number; amount_fen: string; kind: string; event_seq: string }>(
      sql`select user_id, amount_fen, kind, event_seq from bids where lot_id = ${lotId} order by id`,
    )
  ).rows.map((row) => ({ userId: row.user_id, amountFen: Number(row.amount_fen), kind: row.kind }));

describe('placing a bid', () => {
  it('accepts the starting price, makes the bidder the leader and shows them only by alias', async () => {
    const { lotId, bidders } = await liveLot(1);
    const response = await bid(bidders[0]!, lotId, 100_000);
    expect(response.json<{ msg: string }>().msg).toBe('出价成功，您当前领先');
    const result = dataOf<BidResult>(response);
    expect(result).toMatchObject({
      // Sequence 1 was the lot opening, at this first bid after its start.
      placed: { amountFen: 100_000, kind: 'manual', seq: 2 },
      leading: true,
      lot: {
        currentPriceFen: 100_000,
        nextMinimumFen: 110_000,
        bidCount: 1,
        bidderCount: 1,
        status: 'bidding',
      },
    });
    expect(result.placed!.alias).toMatch(/^竞买人[0-9A-F]{4}$/);

    const list = dataOf<{ records: PublicBid[]; total: number }>(
      await t.call('POST', 'bidList', { body: { lotId } }),
    );
    expect(list.total).toBe(1);
    expect(list.records[0]).toMatchObject({ alias: result.placed!.alias, amountFen: 100_000 });
    expect(JSON.stringify(list)).not.toMatch(/测试用户|userId|139\d{8}|137\d{8}/);
  });

  it('refuses less than the next valid price and off-grid prices, naming the minimum', async () => {
    const { lotId, bidders } = await liveLot(2);
    dataOf(await bid(bidders[0]!, lotId, 100_000));
    expect(errorOf(await bid(bidders[1]!, lotId, 100_000))).toMatchObject({
      status: 409,
      error: 'BID_TOO_LOW',
      msg: '出价须不低于 ¥1,100.00',
    });
    expect(errorOf(await bid(bidders[1]!, lotId, 115_000))).toMatchObject({ error: 'BID_OFF_GRID' });
    expect(errorOf(await bid(bidders[0]!, lotId, 110_000))).toMatchObject({ error: 'BID_ALREADY_LEADING' });
    expect(await storedBids(lotId)).toHaveLength(1);
  });

  it('goes by the server clock: before the start and at the end the bid is refused', async () => {
    const { lotId, lot, bidders } = await liveLot(1);
    t.clock.set(new Date(Date.parse(lot.startsAt) - 1000));
    expect(errorOf(await bid(bidders[0]!, lotId, 100_000))).toMatchObject({ error: 'BID_NOT_STARTED' });
    t.clock.set(new Date(Date.parse(lot.endsAt)));
    expect(errorOf(await bid(bidders[0]!, lotId, 100_000))).toMatchObject({
      error: 'BID_ENDED',
      msg: '竞价已结束',
    });
  });

  it('names what is missing: a deposit, a certification, or a lot that is the bidder’s own', async () => {
    const { lotId } = await liveLot(0);
    const [uncertified] = await addBidders(t, 1);
    expect(errorOf(await bid(uncertified!, lotId, 100_000))).toMatchObject({
      status: 409,
      error: 'DEPOSIT_REQUIRED',
      msg: '请先缴纳该标的的保证金（¥100.00），审核通过后即可出价',
    });
    await t.database.db.execute(sql`delete from certifications where user_id = ${uncertified!.userId}`);
    expect(errorOf(await bid(uncertified!, lotId, 100_000))).toMatchObject({
      error: 'CERTIFICATION_REQUIRED',
    });
    const sellerAsBidder = await t.call('POST', 'bidAdd', {
      token: tokens.seller,
      body: { lotId, amountFen: 100_000, clientBidId: clientBidId() },
    });
    // The seller's role has no bidding permission at all; its organisation would be refused anyway.
    expect(sellerAsBidder.statusCode).toBe(403);
  });

  it('refuses visitors and lots that do not exist or are not yet published', async () => {
    const anonymous = await t.call('POST', 'bidAdd', {
      body: { lotId: 1, amountFen: 100_000, clientBidId: clientBidId() },
    });
    expect(anonymous.statusCode).toBe(401);
    const [bidder] = await addBidders(t, 1);
    expect(errorOf(await bid(bidder!, 999_999, 100_000))).toMatchObject({
      status: 404,
      error: 'LOT_NOT_FOUND',
    });
    const draft = dataOf<{ lots: Array<{ id: number }> }>(
      await t.call('POST', 'bulletinAdd', {
        token: tokens.seller,
        body: { title: '草稿公告', bodyHtml: '<p>草稿</p>', lots: [lotInput(t)] },
      }),
    );
    const draftLotId = draft.lots[0]!.id;
    expect(errorOf(await bid(bidder!, draftLotId, 100_000))).toMatchObject({ status: 404 });
    expect((await t.call('POST', 'bidList', { body: { lotId: draftLotId } })).statusCode).toBe(404);
  });

  it('validates the body with field-level Chinese messages', async () => {
    const [bidder] = await addBidders(t, 1);
    const response = await t.call('POST', 'bidAdd', {
      token: bidder!.token,
      body: { lotId: 1, amountFen: 12.5, clientBidId: 'x' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('出价必须是整数（单位：分）');
    expect(response.body).toContain('出价编号须为 8–64 位字母、数字、下划线或连字符');
  });
});

describe('a retried bid (same client bid id)', () => {
  it('returns the first answer and stores one bid', async () => {
    const { lotId, bidders } = await liveLot(1);
    const key = clientBidId();
    const first = dataOf<BidResult>(await bid(bidders[0]!, lotId, 100_000, key));
    const again = dataOf<BidResult>(await bid(bidders[0]!, lotId, 100_000, key));
    expect(again).toEqual(first);
    expect(await storedBids(lotId)).toHaveLength(1);
  });

  it('stores one bid when the same request arrives many times at once', async () => {
    const { lotId, bidders } = await liveLot(1);
    const key = clientBidId();
    const answers = await Promise.all(Array.from({ length: 8 }, () => bid(bidders[0]!, lotId, 100_000, key)));
    const results = answers.map((response) => dataOf<BidResult>(response));
    expect(new Set(results.map((result) => JSON.stringify(result))).size).toBe(1);
    expect(await storedBids(lotId)).toHaveLength(1);
  });

  it('repeats a refusal rather than deciding again', async () => {
    const { lotId, bidders } = await liveLot(2);
    const key = clientBidId();
    dataOf(await bid(bidders[0]!, lotId, 100_000));
    expect(errorOf(await bid(bidders[1]!, lotId, 100_000, key))).toMatchObject({ error: 'BID_TOO_LOW' });
    // Even once the price would allow it, the same id answers as it did.
    expect(errorOf(await bid(bidders[1]!, lotId, 100_000, key))).toMatchObject({ error: 'BID_TOO_LOW' });
  });

  it('is refused with another amount or on another lot', async () => {
    const { lotId, bidders } = await liveLot(1);
    const key = clientBidId();
    dataOf(await bid(bidders[0]!, lotId, 100_000, key));
    expect(errorOf(await bid(bidders[0]!, lotId, 120_000, key))).toMatchObject({
      status: 409,
      error: 'BID_KEY_REUSED',
    });
    expect(errorOf(await setMax(bidders[0]!, lotId, 100_000, key))).toMatchObject({
      error: 'BID_KEY_REUSED',
    });
    expect(await storedBids(lotId)).toHaveLength(1);
  });
});

describe('maximum (proxy) bids', () => {
  it('answer a lower bid at once, so the manual bidder learns they were outbid', async () => {
    const { lotId, bidders } = await liveLot(2);
    const [alice, bob] = bidders as [Bidder, Bidder];
    const proxy = dataOf<BidResult>(await setMax(alice, lotId, 500_000));
    expect(proxy).toMatchObject({
      placed: { amountFen: 100_000, kind: 'proxy' },
      leading: true,
      myMaxFen: 500_000,
    });

    const response = await bid(bob, lotId, 200_000);
    expect(response.json<{ msg: string }>().msg).toBe('出价成功，但已被他人设置的最高价超过');
    expect(dataOf<BidResult>(response)).toMatchObject({
      placed: { amountFen: 200_000, kind: 'manual' },
      leading: false,
      lot: { currentPriceFen: 210_000, leaderAlias: proxy.placed!.alias },
    });
    expect(await storedBids(lotId)).toEqual([
      { userId: alice.userId, amountFen: 100_000, kind: 'proxy' },
      { userId: bob.userId, amountFen: 200_000, kind: 'manual' },
      { userId: alice.userId, amountFen: 210_000, kind: 'auto' },
    ]);
    const info = dataOf<BidderInfo>(
      await t.call('GET', 'bidUserInfo', { token: alice.token, params: { lotId } }),
    );
    expect(info).toMatchObject({ leading: true, myMaxFen: 500_000, myLastBidFen: 210_000, canBid: true });
  });

  it('are never revealed to others: not in lists, states or events', async () => {
    const { lotId, bidders } = await liveLot(2);
    dataOf(await setMax(bidders[0]!, lotId, 730_000));
    dataOf(await bid(bidders[1]!, lotId, 200_000));
    const visible = [
      await t.call('POST', 'bidList', { body: { lotId } }),
      await t.call('GET', 'bidHighest', { params: { lotId } }),
      await t.call('GET', 'bidNewest', { params: { lotId } }),
      await t.call('GET', 'bidLiveState', { params: { lotId } }),
      await t.call('GET', 'bidUserInfo', { token: bidders[1]!.token, params: { lotId } }),
    ].map((response) => response.body);
    for (const body of [...visible, JSON.stringify(events)]) expect(body).not.toContain('730000');
  });
});

describe('extensions and live events', () => {
  it('move the end five minutes past a bid in the last five minutes and tell the watchers', async () => {
    const { lotId, lot, bidders } = await liveLot(1);
    const bidAt = Date.parse(lot.endsAt) - 2 * 60_000;
    t.clock.set(new Date(bidAt));
    const result = dataOf<BidResult>(await bid(bidders[0]!, lotId, 100_000));
    const newEnd = new Date(bidAt + 5 * 60_000).toISOString();
    expect(result.lot).toMatchObject({ endsAt: newEnd, extensionCount: 1 });
    expect(events.filter((event) => event.lotId === lotId).map((event) => [event.type, event.seq])).toEqual([
      ['lot_started', 1],
      ['bid_placed', 2],
      ['lot_extended', 3],
    ]);
    expect(events.find((event) => event.type === 'bid_placed')).toMatchObject({
      currentPriceFen: 100_000,
      endsAt: newEnd,
      serverTime: new Date(bidAt).toISOString(),
    });
    // Bidding goes on after the old end, up to the new one.
    t.clock.set(new Date(Date.parse(lot.endsAt) + 60_000));
    const [late] = await addBidders(t, 1);
    await freezeDeposits(t, lotId, [late!]);
    // It is again within five minutes of the (new) end, so the end moves once more.
    expect(dataOf<BidResult>(await bid(late!, lotId, 110_000)).lot.extensionCount).toBe(2);
  });

  it('are published only for committed bids, never for refused ones', async () => {
    const { lotId, bidders } = await liveLot(2);
    dataOf(await bid(bidders[0]!, lotId, 100_000));
    await bid(bidders[1]!, lotId, 100_000);
    expect(events.filter((event) => event.type === 'bid_placed')).toHaveLength(1);
    const state = dataOf<LotLiveState>(await t.call('GET', 'bidLiveState', { params: { lotId } }));
    expect(state.seq).toBe(events.at(-1)!.seq);
  });
});

describe('the bidder panel (user info)', () => {
  it('tells a bidder without a deposit what to fix, and one with a deposit that they can bid', async () => {
    const { lotId, bidders } = await liveLot(1);
    const buyer = await demoBuyer(t, tokens.buyer);
    const blocked = dataOf<BidderInfo>(
      await t.call('GET', 'bidUserInfo', { token: buyer.token, params: { lotId } }),
    );
    expect(blocked).toMatchObject({ canBid: false, blockedBy: 'deposit', alias: null });
    expect(blocked.blockedReason).toContain('请先缴纳该标的的保证金');
    const ready = dataOf<BidderInfo>(
      await t.call('GET', 'bidUserInfo', { token: bidders[0]!.token, params: { lotId } }),
    );
    expect(ready).toMatchObject({ canBid: true, blockedBy: null, blockedReason: null });
  });

  it('tells the seller that the lot is their own organisation’s', async () => {
    const { lotId } = await liveLot(0);
    const info = dataOf<BidderInfo>(
      await t.call('GET', 'bidUserInfo', { token: tokens.seller, params: { lotId } }),
    );
    expect(info).toMatchObject({
      canBid: false,
      blockedBy: 'own_lot',
      blockedReason: '不能参与本组织委托的标的',
    });
  });
});

describe('who may not bid', () => {
  it('refuses a member of the selling company even when they act for another organisation (no shill bidding)', async () => {
    const { lotId, bidders } = await liveLot(1);
    const colleague = bidders[0]!;
    const seller = await demoBuyer(t, tokens.seller);
    await t.database.db.insert(userOrganisations).values({
      userId: colleague.userId,
      orgId: seller.orgId,
      isDefault: false,
      createdAt: t.clock.now(),
    });
    expect(errorOf(await bid(colleague, lotId, 100_000))).toMatchObject({ status: 409, error: 'OWN_LOT' });
    const info = dataOf<BidderInfo>(
      await t.call('GET', 'bidUserInfo', { token: colleague.token, params: { lotId } }),
    );
    expect(info).toMatchObject({ canBid: false, blockedBy: 'own_lot' });
    expect(await storedBids(lotId)).toEqual([]);
  });

  it('tells a bidder whose voucher is being reviewed to wait for the review, not to pay again', async () => {
    const { lotId } = await liveLot(0);
    const [payer] = await addBidders(t, 1);
    await submitDeposit(t, payer!.token, lotId);
    expect(errorOf(await bid(payer!, lotId, 100_000))).toMatchObject({
      status: 409,
      error: 'DEPOSIT_UNDER_REVIEW',
      msg: '您的保证金缴款凭证正在审核，审核通过后即可出价',
    });
    const info = dataOf<BidderInfo>(
      await t.call('GET', 'bidUserInfo', { token: payer!.token, params: { lotId } }),
    );
    expect(info).toMatchObject({ canBid: false, blockedBy: 'deposit_review' });
  });

  it('tells a bidder without a deposit, before the start, about the deposit first', async () => {
    t.clock.set(new Date());
    const bulletin = await publishBulletin(t, tokens, [lotInput(t)]);
    const [early] = await addBidders(t, 1);
    const info = dataOf<BidderInfo>(
      await t.call('GET', 'bidUserInfo', { token: early!.token, params: { lotId: bulletin.lots[0]!.id } }),
    );
    expect(info).toMatchObject({ canBid: false, blockedBy: 'deposit' });
  });
});

describe('an accept (应价) on an ascending lot', () => {
  it('is told the lot does not take accepts', async () => {
    const { lotId, bidders } = await liveLot(1);
    const response = await t.call('POST', 'bidDecrease', {
      token: bidders[0]!.token,
      body: { lotId, amountFen: 90_000, clientBidId: clientBidId() },
    });
    expect(errorOf(response)).toMatchObject({
      status: 409,
      error: 'BID_MODE_NOT_SUPPORTED',
      msg: '该标的为增价竞价，不支持减价出价（应价）',
    });
  });
});
