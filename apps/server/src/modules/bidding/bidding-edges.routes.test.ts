import type { BidderInfo } from '@lyp/shared/auction/bid.schemas';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
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
  type DemoTokens,
} from '../../../test/auction-fixtures';
import { errorOf } from '../../../test/bulletin-fixtures';
import type { TestApp } from '../../../test/test-app';

let t: TestApp;
let tokens: DemoTokens;

useAuctionApp((app, signedIn) => {
  t = app;
  tokens = signedIn;
});

/** A published lot in its bidding time, with bidders whose deposits are frozen. */
async function liveLot(bidderCount: number, overrides: Record<string, unknown> = {}) {
  t.clock.set(new Date());
  const bulletin = await publishBulletin(t, tokens, [lotInput(t, overrides)]);
  const lot = bulletin.lots[0]!;
  const bidders = await addBidders(t, bidderCount);
  await freezeDeposits(t, lot.id, bidders);
  openBidding(t, lot);
  return { lotId: lot.id, lot, bidders };
}

const bid = (bidder: Bidder, lotId: number, amountFen: number, key = clientBidId()) =>
  t.call('POST', 'bidAdd', { token: bidder.token, body: { lotId, amountFen, clientBidId: key } });
const setMax = (bidder: Bidder, lotId: number, maxFen: number, key = clientBidId()) =>
  t.call('POST', 'bidMaxPrice', { token: bidder.token, body: { lotId, maxFen, clientBidId: key } });
const bidCount = async (lotId: number) =>
  Number(
    (await t.database.db.execute<{ n: string }>(sql`select count(*) as n from bids where lot_id = ${lotId}`))
      .rows[0]!.n,
  );

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
