import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { oauthTokens, users } from '../src/db/schema';
import { HOUR_MS, MINUTE_MS } from '../src/lib/clock';
import { sha256Hex } from '../src/lib/secrets';
import { dataOf } from './answers';
import { type Bidder, type FixtureContext } from './bidder-fixtures';
import type { TestApp, TestAppOptions } from './test-app';
import { useTestApp } from './use-test-app';

export { dataOf } from './answers';
export { addBidders, freezeDeposits, type Bidder, type FixtureContext } from './bidder-fixtures';

/** Auctions for API tests: published through the real seller and auditor calls, bidders made in bulk. */

/** A valid lot starting a little over the publication lead time from the app's clock. */
export function lotInput(t: TestApp, overrides: Record<string, unknown> = {}) {
  const startsAt = new Date(t.clock.now().getTime() + 25 * HOUR_MS);
  return {
    title: '废钢 HMS1 一批',
    category: 'scrap_steel',
    quantity: 120.5,
    unit: 'ton',
    regionCode: '320205',
    location: '无锡市锡山区东港镇仓库',
    description: '厚度 6mm 以上重废，含少量切割边角料。',
    startPriceFen: 100_000,
    incrementFen: 10_000,
    startsAt: startsAt.toISOString(),
    endsAt: new Date(startsAt.getTime() + HOUR_MS).toISOString(),
    ...overrides,
  };
}

/** A restricted lot goes to review with someone on its list: here the demo's second buyer. */
export const restrictedToBuyer2 = { restricted: true, specifiedPhones: ['13800000005'] };

export async function tokensOf(t: TestApp) {
  const [seller, auditor, buyer] = await Promise.all([
    t.signIn('seller'),
    t.signIn('auditor'),
    t.signIn('buyer'),
  ]);
  return { seller, auditor, buyer };
}

/** Seller adds and commits a bulletin, auditor approves it; answers its lots as the seller sees them. */
export async function publishBulletin(
  t: TestApp,
  tokens: { seller: string; auditor: string },
  lots: Array<Record<string, unknown>> = [lotInput(t)],
  /** The bulletin's own fields beside its lots (保留次高出价人保证金, say). */
  extra: Record<string, unknown> = {},
) {
  const bulletin = dataOf<{ id: number; lots: Array<{ id: number; startsAt: string; endsAt: string }> }>(
    await t.call('POST', 'bulletinAdd', {
      token: tokens.seller,
      body: { title: '华东再生资源废钢竞价公告', bodyHtml: '<p>详见附件</p>', lots, ...extra },
    }),
  );
  dataOf(await t.call('POST', 'bulletinCommit', { token: tokens.seller, params: { id: bulletin.id } }));
  dataOf(
    await t.call('POST', 'auditAdd', {
      token: tokens.auditor,
      body: { bulletinId: bulletin.id, approved: true },
    }),
  );
  return bulletin;
}

/** Moves the clock into the lot's bidding time. */
export function openBidding(t: TestApp, lot: { startsAt: string }, afterStartMs = MINUTE_MS) {
  t.clock.set(new Date(Date.parse(lot.startsAt) + afterStartMs));
}

/** The signed-in demo buyer as a bidder, with the organisation their token carries. */
export async function demoBuyer(t: TestApp, token: string): Promise<Bidder> {
  const [row] = await t.database.db
    .select({ userId: oauthTokens.userId, orgId: oauthTokens.orgId, phone: users.phone })
    .from(oauthTokens)
    .innerJoin(users, eq(users.id, oauthTokens.userId))
    .where(eq(oauthTokens.accessTokenHash, sha256Hex(token)));
  return { ...row!, token };
}

/**
 * The deposits ledger balances, row by row and against its history:
 * paid = frozen + returning + returned + applied + forfeited, and each bucket equals its entries.
 */
export async function expectLedgerBalanced(t: FixtureContext) {
  const rows = await t.database.db.execute<{
    id: number;
    status: string;
    paid: string;
    frozen: string;
    returning: string;
    returned: string;
    applied: string;
    forfeited: string;
    entries_paid: string;
    entries_released: string;
    entries_returned: string;
    entries_applied: string;
    entries_forfeited: string;
  }>(sql`
    select d.id, d.status, d.paid_fen as paid, d.frozen_fen as frozen, d.returning_fen as returning,
           d.returned_fen as returned, d.applied_fen as applied, d.forfeited_fen as forfeited,
           coalesce(sum(e.amount_fen) filter (where e.kind = 'paid'), 0) as entries_paid,
           coalesce(sum(e.amount_fen) filter (where e.kind = 'released'), 0) as entries_released,
           coalesce(sum(e.amount_fen) filter (where e.kind = 'returned'), 0) as entries_returned,
           coalesce(sum(e.amount_fen) filter (where e.kind = 'applied'), 0) as entries_applied,
           coalesce(sum(e.amount_fen) filter (where e.kind = 'forfeited'), 0) as entries_forfeited
      from deposits d left join deposit_entries e on e.deposit_id = d.id
     group by d.id`);
  for (const row of rows.rows) {
    const n = (value: string) => Number(value);
    const label = `deposit ${row.id} (${row.status})`;
    expect(n(row.paid), label).toBe(
      n(row.frozen) + n(row.returning) + n(row.returned) + n(row.applied) + n(row.forfeited),
    );
    expect(n(row.paid), label).toBe(n(row.entries_paid));
    expect(n(row.returning) + n(row.returned), label).toBe(n(row.entries_released));
    expect(n(row.returned), label).toBe(n(row.entries_returned));
    expect(n(row.applied) + n(row.forfeited), label).toBe(n(row.entries_applied));
    expect(n(row.forfeited), label).toBe(n(row.entries_forfeited));
    const bucket: Record<string, string> = {
      frozen: row.frozen,
      returning: row.returning,
      returned: row.returned,
      applied: row.applied,
      forfeited: row.forfeited,
    };
    if (row.status in bucket) expect(n(bucket[row.status]!), label).toBe(n(row.paid));
  }
  return rows.rows.length;
}

export const clientBidId = () => randomUUID();

export type DemoTokens = Awaited<ReturnType<typeof tokensOf>>;

/**
 * One app per test file (or describe block), with the demo seller, auditor and buyer signed in:
 * `const { t, tokens } = useAuctionApp();`. Tests jump days ahead to reach bidding times, so the
 * tokens live long. Unless told otherwise the clock is set back to now before each test.
 */
export function useAuctionApp(options: TestAppOptions & { resetClock?: boolean } = {}) {
  return useTestApp({
    accessTokenTtlSeconds: 60 * 24 * 3600,
    resetClock: true,
    ...options,
    signIn: ['seller', 'auditor', 'buyer'],
  });
}
