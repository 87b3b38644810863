import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { dataOf, useAuctionApp, type Bidder } from '../../../test/auction-fixtures';
import { bidCalls, liveLot } from '../../../test/bidding-fixtures';
import { addMember, freezeDeposits } from '../../../test/bidder-fixtures';
import { errorOf } from '../../../test/bulletin-fixtures';
import { certifiedCompany } from '../../../test/company-fixtures';
import { useTestApp } from '../../../test/use-test-app';
import { countRows } from '../../../test/row-counts';

/**
 * Bidding routes remember a caller and their pass through the gate for a few seconds. These
 * tests change things behind the remembering instance's back (on a second instance of the
 * same database, or straight in it) and expect the very next bid to be refused.
 */
const { t: remembering, tokens } = useAuctionApp({ accessTokenTtlSeconds: 30 * 24 * 3600 });
const { t: other } = useTestApp(() => ({
  databaseUrl: remembering.databaseUrl,
  accessTokenTtlSeconds: 30 * 24 * 3600,
}));
beforeEach(() => {
  other.clock.set(remembering.clock.now());
});

const { bid } = bidCalls(remembering);

/** A bidder who has just bid once, so the remembering instance knows them. */
async function rememberedBidder(): Promise<{ lotId: number; bidder: Bidder; rival: Bidder }> {
  const { lotId, bidders } = await liveLot(remembering, tokens, 2);
  other.clock.set(remembering.clock.now());
  const [bidder, rival] = bidders as [Bidder, Bidder];
  dataOf(await bid(bidder, lotId, 100_000));
  dataOf(await bid(rival, lotId, 110_000));
  return { lotId, bidder, rival };
}

const bidsOf = (lotId: number, userId: number) =>
  countRows(remembering, sql`select count(*) as n from bids where lot_id = ${lotId} and user_id = ${userId}`);

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

describe('who a lot’s lock lets bid, checked for the whole batch at once', () => {
  const run = (statement: ReturnType<typeof sql>) => remembering.database.db.execute(statement);

  it('lets a restricted lot’s listed bidders bid, by phone or through their company, until they are taken off', async () => {
    const { lotId, bidders } = await liveLot(remembering, tokens, 3);
    const [byPhone, byCompany, unlisted] = bidders as [Bidder, Bidder, Bidder];
    const now = remembering.clock.now();
    await run(sql`update lots set restricted = true where id = ${lotId}`);
    await run(
      sql`insert into lot_specified_bidders (lot_id, user_id, created_at) values (${lotId}, ${byPhone.userId}, ${now})`,
    );
    await run(
      sql`insert into lot_specified_orgs (lot_id, org_id, created_at) values (${lotId}, ${byCompany.orgId}, ${now})`,
    );

    dataOf(await bid(byPhone, lotId, 100_000));
    dataOf(await bid(byCompany, lotId, 110_000));
    expect(errorOf(await bid(unlisted, lotId, 120_000))).toMatchObject({ error: 'NOT_SPECIFIED_BIDDER' });

    await run(sql`delete from lot_specified_bidders where lot_id = ${lotId}`);
    await run(sql`delete from lot_specified_orgs where lot_id = ${lotId}`);
    expect(errorOf(await bid(byPhone, lotId, 120_000))).toMatchObject({ error: 'NOT_SPECIFIED_BIDDER' });
    expect(errorOf(await bid(byCompany, lotId, 120_000))).toMatchObject({ error: 'NOT_SPECIFIED_BIDDER' });
    expect(await bidsOf(lotId, byPhone.userId)).toBe(1);
    expect(await bidsOf(lotId, byCompany.userId)).toBe(1);
  });

  it('lets a sub-account bid with its company’s grant of 出价, and refuses it once the grant is withdrawn', async () => {
    const { lotId } = await liveLot(remembering, tokens, 0);
    const company = await certifiedCompany(remembering, tokens.auditor);
    const member = await addMember(remembering, { role: null });
    const subAccount: Bidder = { ...member, orgId: company.orgId };
    const now = remembering.clock.now();
    await run(sql`insert into sub_accounts (user_id, org_id, created_by, created_at, updated_at)
                  values (${member.userId}, ${company.orgId}, ${company.owner.userId}, ${now}, ${now})`);
    await run(sql`insert into user_organisations (user_id, org_id, is_default, created_at)
                  values (${member.userId}, ${company.orgId}, false, ${now})`);
    await run(sql`insert into sub_account_grants (user_id, menu_id)
                  select ${member.userId}, id from menus where code = 'bid_place'`);
    await run(sql`update oauth_tokens set org_id = ${company.orgId} where user_id = ${member.userId}`);
    await freezeDeposits(remembering, lotId, [subAccount]);

    dataOf(await bid(subAccount, lotId, 100_000));
    await run(sql`delete from sub_account_grants where user_id = ${member.userId}`);
    expect(errorOf(await bid(subAccount, lotId, 110_000))).toMatchObject({
      status: 403,
      error: 'PERMISSION_DENIED',
    });
    expect(await bidsOf(lotId, member.userId)).toBe(1);
  });
});
