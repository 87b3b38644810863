import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dataOf, tokensOf, type Bidder, type DemoTokens } from '../../../test/auction-fixtures';
import { bidCalls, liveLot } from '../../../test/bidding-fixtures';
import { errorOf } from '../../../test/bulletin-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * Bidding routes remember a caller and their pass through the gate for a few seconds. These
 * tests change things behind the remembering instance's back (on a second instance of the
 * same database, or straight in it) and expect the very next bid to be refused.
 */
let remembering: TestApp;
let other: TestApp;
let tokens: DemoTokens;

beforeAll(async () => {
  remembering = await createTestApp({ accessTokenTtlSeconds: 30 * 24 * 3600 });
  other = await createTestApp({
    databaseUrl: remembering.databaseUrl,
    accessTokenTtlSeconds: 30 * 24 * 3600,
  });
  tokens = await tokensOf(remembering);
});
afterAll(async () => {
  await other?.close();
  await remembering?.close();
});
beforeEach(() => {
  remembering.clock.set(new Date());
  other.clock.set(remembering.clock.now());
});

const { bid } = bidCalls(() => remembering);

/** A bidder who has just bid once, so the remembering instance knows them. */
async function rememberedBidder(): Promise<{ lotId: number; bidder: Bidder; rival: Bidder }> {
  const { lotId, bidders } = await liveLot(remembering, tokens, 2);
  other.clock.set(remembering.clock.now());
  const [bidder, rival] = bidders as [Bidder, Bidder];
  dataOf(await bid(bidder, lotId, 100_000));
  dataOf(await bid(rival, lotId, 110_000));
  return { lotId, bidder, rival };
}

const bidsOf = async (lotId: number, userId: number) =>
  Number(
    (
      await remembering.database.db.execute<{ n: string }>(
        sql`select count(*) as n from bids where lot_id = ${lotId} and user_id = ${userId}`,
      )
    ).rows[0]!.n,
  );

describe('a bidder remembered between bids', () => {
  it('is refused at once after signing out on another instance, and nothing is placed', async () => {
    const { lotId, bidder } = await rememberedBidder();
    expect((await other.call('GET', 'logout', { token: bidder.token })).statusCode).toBe(200);

    expect(errorOf(await bid(bidder, lotId, 120_000))).toMatchObject({
      status: 401,
      error: 'UNAUTHENTICATED',
    });
    expect(errorOf(await bid(bidder, lotId, 120_000))).toMatchObject({
      status: 401,
      error: 'UNAUTHENTICATED',
    });
    expect(await bidsOf(lotId, bidder.userId)).toBe(1);
  });

  it('is refused at once when their token expires', async () => {
    const { lotId, bidder } = await rememberedBidder();
    await remembering.database.db.execute(
      sql`update oauth_tokens set access_expires_at = ${remembering.clock.now()} where user_id = ${bidder.userId}`,
    );
    expect(errorOf(await bid(bidder, lotId, 120_000))).toMatchObject({
      status: 401,
      error: 'UNAUTHENTICATED',
    });
    expect(await bidsOf(lotId, bidder.userId)).toBe(1);
  });

  it('is refused at once when their roles no longer grant 出价', async () => {
    const { lotId, bidder } = await rememberedBidder();
    await remembering.database.db.execute(sql`delete from user_roles where user_id = ${bidder.userId}`);
    expect(errorOf(await bid(bidder, lotId, 120_000))).toMatchObject({
      status: 403,
      error: 'PERMISSION_DENIED',
      msg: '没有「出价」权限，请联系管理员开通',
    });
    expect(await bidsOf(lotId, bidder.userId)).toBe(1);
  });

  it('is refused at once when barred, then told why in full on the next try', async () => {
    const { lotId, bidder, rival } = await rememberedBidder();
    await remembering.database.db.execute(
      sql`update users set bidding_barred_at = ${remembering.clock.now()} where id = ${bidder.userId}`,
    );
    expect(errorOf(await bid(bidder, lotId, 120_000))).toMatchObject({
      status: 409,
      error: 'BIDDING_BARRED',
    });
    expect(errorOf(await bid(bidder, lotId, 120_000))).toMatchObject({
      error: 'BIDDING_BARRED',
      msg: '您因悔拍次数过多已被限制参与竞价，请联系平台客服',
    });
    expect(await bidsOf(lotId, bidder.userId)).toBe(1);
    // The rival's own pass is untouched.
    expect(errorOf(await bid(rival, lotId, 120_000))).toMatchObject({ error: 'BID_ALREADY_LEADING' });
  });

  it('still gets the same answer for a retried bid id, and nothing twice', async () => {
    const { lotId, bidder } = await rememberedBidder();
    const key = crypto.randomUUID();
    const first = dataOf(await bid(bidder, lotId, 120_000, key));
    expect(dataOf(await bid(bidder, lotId, 120_000, key))).toEqual(first);
    expect(errorOf(await bid(bidder, lotId, 130_000, key))).toMatchObject({ error: 'BID_KEY_REUSED' });
    expect(await bidsOf(lotId, bidder.userId)).toBe(2);
  });
});
