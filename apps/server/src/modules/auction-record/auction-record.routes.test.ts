import type { AuctionRecord } from '@lyp/shared/auction/auction-record.schemas';
import { summariseVerdict, verifyAuctionRecord } from '@lyp/shared/auction/auction-record-check';
import type { SaleDocument } from '@lyp/shared/auction/contract.schemas';
import type { Order } from '@lyp/shared/auction/order.schemas';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MINUTE_MS } from '../../lib/clock';
import { errorOf } from '../../../test/answers';
import {
  addBidders,
  clientBidId,
  dataOf,
  freezeDeposits,
  lotInput,
  openBidding,
  publishBulletin,
  type Bidder,
  useAuctionApp,
} from '../../../test/auction-fixtures';
import { bidCalls, liveLot } from '../../../test/bidding-fixtures';
import { readSheet } from '../../../test/excel-fixtures';
import { storedChain } from '../../../test/chain-fixtures';
import { pdfText } from '../../../test/pdf-text';
import { uploadSample } from '../../../test/upload-fixtures';
import { sha256Hex } from './chain-links';

const { t, tokens } = useAuctionApp();
const { bid, setMax } = bidCalls(t);

const recordOf = (lotId: number) => t.call('GET', 'auctionRecord', { params: { lotId } });
const check = async (record: AuctionRecord) => {
  const verdict = await verifyAuctionRecord(record, sha256Hex);
  return { verdict, summary: summariseVerdict(record, verdict) };
};
const sqlRun = (query: ReturnType<typeof sql>) => t.database.db.execute(query);
/** Closes the lot past its end as it stands now (extensions move it), as the sweeper would. */
async function closeLot(lotId: number) {
  const [row] = (
    await t.database.db.execute<{ ends_at: Date }>(sql`select ends_at from lots where id = ${lotId}`)
  ).rows;
  t.clock.set(new Date(new Date(row!.ends_at).getTime() + 5000));
  await t.services.closing.sweepOnce();
}

/** A lot with two bidders: a bid, a maximum that answers it, and a late bid that extends the end. */
async function biddenLot() {
  const live = await liveLot(t, tokens, 2);
  const [first, second] = live.bidders as [Bidder, Bidder];
  dataOf(await bid(first, live.lotId, 100_000));
  dataOf(await setMax(second, live.lotId, 150_000));
  t.clock.set(new Date(Date.parse(live.lot.endsAt) - MINUTE_MS));
  dataOf(await bid(first, live.lotId, 150_000));
  return { ...live, first, second };
}

describe('the record of a closed lot (可核验的竞价记录)', () => {
  it('lists every bid, extension and the close by alias, with hashes the shared check finds intact', async () => {
    const { lotId } = await biddenLot();
    await closeLot(lotId);
    const record = dataOf<AuctionRecord>(await recordOf(lotId));
    expect(record).toMatchObject({
      lotId,
      outcome: 'sold',
      verifiable: true,
      sellerName: expect.any(String),
    });
    expect(record.records.map((entry) => entry.kind)).toEqual([
      'manual',
      'proxy',
      'manual',
      'auto',
      'extension',
      'close',
    ]);
    expect(record.records.map((entry) => entry.seq)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(record.records.at(-1)).toMatchObject({ result: 'sold', amountFen: record.priceFen });
    expect(record.winnerAlias).toBe(record.records.at(-1)!.alias);
    // Aliases only: no user id, name or phone anywhere in the answer.
    expect(JSON.stringify(record)).not.toMatch(/userId|user_id|1380000/);
    expect(record.head).toBe(record.records.at(-1)!.hash);
    expect(record.length).toBe(6);
    const { verdict, summary } = await check(record);
    expect(verdict.intact).toBe(true);
    expect(summary).toBe(`链式记录完整，共 6 条，链头 ${record.head!.slice(0, 16)}…`);
  });

  it('is refused before the close, and a lot not published is not found', async () => {
    const { lotId } = await liveLot(t, tokens, 1);
    const early = errorOf(await recordOf(lotId));
    expect(early).toMatchObject({
      status: 409,
      error: 'AUCTION_RECORD_NOT_CLOSED',
      msg: '竞价结束后方可查看完整记录',
    });
    expect(errorOf(await recordOf(999_999)).error).toBe('LOT_NOT_FOUND');
  });

  it('prints the chain head on the 成交确认书 and the export lists each record with its hash', async () => {
    const { lotId, second } = await biddenLot();
    await closeLot(lotId);
    const record = dataOf<AuctionRecord>(await recordOf(lotId));
    await t.services.documents.issueDue(10);
    // The maximum set first wins the tie at 150 000.
    const [order] = dataOf<{ records: Order[] }>(
      await t.call('POST', 'myOrders', { token: second.token, body: {} }),
    ).records.filter((entry) => entry.lotId === lotId);
    const documents = dataOf<SaleDocument[]>(
      await t.call('GET', 'contractInfoByOrder', { token: tokens.auditor, params: { id: order!.id } }),
    );
    const confirmation = documents.find((document) => document.kind === 'confirmation')!;
    const pdf = await t.call('GET', 'contractFile', {
      token: tokens.auditor,
      params: { id: confirmation.id },
    });
    const text = (await pdfText(pdf.rawPayload)).replace(/\s+/g, '');
    expect(text).toContain('竞价记录链头');
    expect(text).toContain(record.head);

    const file = await t.call('GET', 'auctionRecordExport', { params: { lotId } });
    expect(file.statusCode).toBe(200);
    const sheet = await readSheet(file.rawPayload);
    expect(sheet.header).toContain('哈希（SHA-256）');
    expect(sheet.records.map((row) => row['哈希（SHA-256）'])).toEqual(
      record.records.map((entry) => entry.hash),
    );
  });

  it('says a lot from before the chain has nothing to check, rather than failing it', async () => {
    const { lotId } = await biddenLot();
    await closeLot(lotId);
    await sqlRun(sql`update lots set chained = false where id = ${lotId}`);
    const record = dataOf<AuctionRecord>(await recordOf(lotId));
    expect(record).toMatchObject({ verifiable: false, head: null, length: 0, records: [] });
  });
});

describe('a record changed after the fact', () => {
  it('names exactly the bid whose amount was altered in the database', async () => {
    const { lotId } = await biddenLot();
    await closeLot(lotId);
    await sqlRun(sql`update bids set amount_fen = 120000 where lot_id = ${lotId} and chain_seq = 4`);
    const record = dataOf<AuctionRecord>(await recordOf(lotId));
    const { verdict, summary } = await check(record);
    expect(verdict.checks.map((entry) => entry.status)).toEqual(['ok', 'ok', 'ok', 'altered', 'ok', 'ok']);
    expect(summary).toMatch(/^第 4 条记录（代理自动出价 ¥1,200\.00 竞买人[0-9A-F]{4}）内容与链上哈希不符$/);
  });

  it('reports a deleted bid as the gap it leaves, and a bid inserted without a hash as unchained', async () => {
    const { lotId, second } = await biddenLot();
    await closeLot(lotId);
    await sqlRun(sql`delete from bids where lot_id = ${lotId} and chain_seq = 2`);
    const gap = await check(dataOf<AuctionRecord>(await recordOf(lotId)));
    expect(gap.summary).toBe('第 2 条记录缺失');

    await sqlRun(sql`insert into bids (lot_id, user_id, amount_fen, kind, event_seq, created_at)
      values (${lotId}, ${second.userId}, 170000, 'manual', 99, now())`);
    const added = await check(dataOf<AuctionRecord>(await recordOf(lotId)));
    expect(added.summary).toMatch(/第 2 条记录缺失；存在未入链的出价（出价 ¥1,700\.00 竞买人/);
  });
});

describe('records of the other formats', () => {
  it('keeps sealed amounts out of the chain until the end, then reveals them into it', async () => {
    const { lotId, bidders } = await liveLot(t, tokens, 2, { biddingMode: 'sealed' });
    for (const [index, bidder] of bidders.entries()) {
      dataOf(
        await t.call('POST', 'sealedBidSubmit', {
          token: bidder.token,
          body: { lotId, amountFen: 123_000 + index * 1_000, clientBidId: clientBidId() },
        }),
      );
    }
    expect(errorOf(await recordOf(lotId)).error).toBe('AUCTION_RECORD_NOT_CLOSED');
    const stored = await sqlRun(sql`select chain_length, chain_head from lots where id = ${lotId}`);
    expect(stored.rows[0]).toEqual({ chain_length: 0, chain_head: null });

    await closeLot(lotId);
    const record = dataOf<AuctionRecord>(await recordOf(lotId));
    expect(record.records.map((entry) => [entry.kind, entry.amountFen])).toEqual([
      ['sealed', 123_000],
      ['sealed', 124_000],
      ['close', 124_000],
    ]);
    expect((await check(record)).verdict.intact).toBe(true);
  });

  it('chains a descending lot’s price drops, the accept and the close', async () => {
    const { lotId, lot, bidders } = await liveLot(t, tokens, 1, {
      biddingMode: 'descending',
      startPriceFen: 100_000,
      decreaseStepFen: 5_000,
      decreaseIntervalMinutes: 5,
      floorPriceFen: 80_000,
    });
    t.clock.set(new Date(Date.parse(lot.startsAt) + 11 * MINUTE_MS));
    await t.services.closing.sweepOnce();
    dataOf(
      await t.call('POST', 'bidDecrease', {
        token: bidders[0]!.token,
        body: { lotId, amountFen: 90_000, clientBidId: clientBidId() },
      }),
    );
    await t.services.closing.sweepOnce();
    const record = dataOf<AuctionRecord>(await recordOf(lotId));
    expect(record.records.map((entry) => [entry.kind, entry.amountFen])).toEqual([
      ['price_drop', 90_000],
      ['accept', 90_000],
      ['close', 90_000],
    ]);
    expect((await check(record)).verdict.intact).toBe(true);
  });
});

describe('a take-down while bidding (发布后驳回)', () => {
  it('keeps the voided bids in the chain, marked, with the revocation as the record after them', async () => {
    const { lotId, bulletin, bidders } = await liveLot(t, tokens, 2);
    dataOf(await bid(bidders[0]!, lotId, 100_000));
    dataOf(await bid(bidders[1]!, lotId, 110_000));
    dataOf(
      await t.call('POST', 'auditRevoke', {
        token: tokens.auditor,
        body: { bulletinId: bulletin.id, reason: '标的权属存在争议' },
      }),
    );
    const { record, verdict } = await storedChain(t.database.db, lotId);
    expect(record.records.map((entry) => [entry.kind, entry.revoked ?? false, entry.count])).toEqual([
      ['manual', true, undefined],
      ['manual', true, undefined],
      ['revocation', false, 2],
    ]);
    expect(record.records[0]!.alias).toMatch(/^竞买人/);
    expect(verdict.intact).toBe(true);
  });
});

describe('a priority right holder’s bid (优先购买权人)', () => {
  it('is marked on its record and hashed with the mark, so removing the mark shows', async () => {
    t.clock.set(new Date());
    const [holder, other] = (await addBidders(t, 2)) as [Bidder, Bidder];
    const proof = await uploadSample(t, tokens.seller, 'pdf', '法院裁定书.pdf');
    const bulletin = await publishBulletin(t, tokens, [
      lotInput(t, { priorityHolders: [{ phone: holder.phone, proofFileIds: [proof.id] }] }),
    ]);
    const lot = bulletin.lots[0]!;
    await freezeDeposits(t, lot.id, [holder, other]);
    openBidding(t, lot);
    dataOf(await bid(other, lot.id, 100_000));
    // A holder may bid the current price itself.
    dataOf(await bid(holder, lot.id, 100_000));
    await closeLot(lot.id);

    const record = dataOf<AuctionRecord>(await recordOf(lot.id));
    expect(record.records.map((entry) => [entry.kind, entry.priority ?? false])).toEqual([
      ['manual', false],
      ['manual', true],
      ['close', false],
    ]);
    expect((await check(record)).verdict.intact).toBe(true);

    await sqlRun(sql`update bids set priority = false where lot_id = ${lot.id} and chain_seq = 2`);
    const { summary } = await check(dataOf<AuctionRecord>(await recordOf(lot.id)));
    expect(summary).toMatch(/^第 2 条记录（出价 ¥1,000\.00 竞买人[0-9A-F]{4}）内容与链上哈希不符$/);
  });
});
