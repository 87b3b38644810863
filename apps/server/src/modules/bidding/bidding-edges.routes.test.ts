import type { BidderInfo, PublicBid } from '@lyp/shared/auction/bid.schemas';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { untilSomeoneWaitsForALock } from '../../../test/lock-waiters';
import { dataOf, type Bidder, useAuctionApp } from '../../../test/auction-fixtures';
import { bidCalls, liveLot as liveLotWith } from '../../../test/bidding-fixtures';
import { errorOf } from '../../../test/bulletin-fixtures';
import { countRows } from '../../../test/row-counts';

const { t, tokens } = useAuctionApp();

const liveLot = (bidderCount: number, overrides: Record<string, unknown> = {}) =>
  liveLotWith(t, tokens, bidderCount, overrides);
const { bid, setMax } = bidCalls(t);
const bidCount = (lotId: number) => countRows(t, sql`select count(*) as n from bids where lot_id = ${lotId}`);

describe('a maximum (proxy bid) that is too low', () => {
  it('is told the minimum, as a manual bid is, when it lies below the start or the next valid price', async () => {
    const { lotId, bidders } = await liveLot(2);
    // Start ¥1,000.00: ¥500.00 is below it, not merely off the grid.
    expect(errorOf(await setMax(bidders[0]!, lotId, 50_000))).toMatchObject({
      status: 409,
      error: 'MAX_TOO_LOW',
      msg: '最高价须不低于 ¥1,000.00',
    });
    dataOf(await bid(bidders[0]!, lotId, 100_000));
    expect(errorOf(await setMax(bidders[1]!, lotId, 105_000))).toMatchObject({
      error: 'MAX_TOO_LOW',
      msg: '最高价须不低于 ¥1,100.00',
    });
    // Above the minimum but between two grid prices: that is what "off the grid" is for.
    expect(errorOf(await setMax(bidders[1]!, lotId, 115_000))).toMatchObject({ error: 'BID_OFF_GRID' });
    // The leader lowering their own maximum is told it must rise.
    expect(errorOf(await setMax(bidders[0]!, lotId, 95_000))).toMatchObject({ error: 'MAX_NOT_RAISED' });
    expect(await bidCount(lotId)).toBe(1);
    const info = dataOf<BidderInfo>(
      await t.call('GET', 'bidUserInfo', { token: bidders[1]!.token, params: { lotId } }),
    );
    expect(info.myMaxFen).toBeNull();
  });
});

/**
 * Commits `change` while holding the lot's row lock, after the request has passed its first
 * check and queued for the lock: the engine must see it.
 */
async function changeWhileQueued(
  lotId: number,
  request: () => Promise<LightMyRequestResponse>,
  change: string,
  values: unknown[],
) {
  const holder = await t.database.pool.connect();
  try {
    await holder.query('BEGIN');
    await holder.query('SELECT 1 FROM lots WHERE id = $1 FOR UPDATE', [lotId]);
    const pending = request();
    await untilSomeoneWaitsForALock(t.database.pool);
    await holder.query(change, values);
    await holder.query('COMMIT');
    return await pending;
  } finally {
    holder.release();
  }
}

describe('who may bid, checked again with the lot locked', () => {
  it.each([
    [
      'a bar is set',
      'UPDATE users SET bidding_barred_at = now() WHERE id = $1',
      'BIDDING_BARRED',
      '您因悔拍次数过多已被限制参与竞价，请联系平台客服',
    ],
    [
      'a certification is withdrawn',
      `UPDATE certifications SET status = 'rejected' WHERE user_id = $1`,
      'CERTIFICATION_REQUIRED',
      '请先完成实名认证（个人或企业认证）后再参与竞价',
    ],
    [
      'a deposit is released',
      `UPDATE deposits SET status = 'returning', returning_fen = frozen_fen, frozen_fen = 0 WHERE user_id = $1`,
      'DEPOSIT_REQUIRED',
      '请先缴纳该标的的保证金（¥100.00），审核通过后即可出价',
    ],
  ])('refuses a bid when %s after its first check', async (_case, change, error, msg) => {
    const { lotId, bidders } = await liveLot(2);
    const [late, other] = bidders as [Bidder, Bidder];
    const refused = await changeWhileQueued(lotId, () => bid(late, lotId, 100_000), change, [late.userId]);
    expect(errorOf(refused)).toMatchObject({ status: 409, error, msg });
    // A maximum is refused alike, and someone else still bids.
    expect(errorOf(await setMax(late, lotId, 200_000))).toMatchObject({ error });
    dataOf(await bid(other, lotId, 100_000));
    expect(await bidCount(lotId)).toBe(1);
  });
});

describe('the highest bid', () => {
  it('of two at the same price is the later in the lot’s sequence, whatever the row ids', async () => {
    const { lotId, bidders } = await liveLot(2);
    const [manual, proxy] = bidders as [Bidder, Bidder];
    dataOf(await bid(manual, lotId, 100_000));
    dataOf(await bid(proxy, lotId, 110_000));
    // A maximum's reply (sequence 5) stored before the manual bid it answered (sequence 4).
    await t.database.db.execute(sql`delete from bids where lot_id = ${lotId} and event_seq > 3`);
    const at = t.clock.now().toISOString();
    await t.database.db.execute(sql`
      insert into bids (lot_id, user_id, amount_fen, kind, event_seq, created_at)
      values (${lotId}, ${proxy.userId}, 120000, 'auto', 5, ${at}), (${lotId}, ${manual.userId}, 120000, 'manual', 4, ${at})`);
    const highest = dataOf<PublicBid>(await t.call('GET', 'bidHighest', { params: { lotId } }));
    expect(highest).toMatchObject({ seq: 5, amountFen: 120_000, kind: 'auto' });
  });
});
