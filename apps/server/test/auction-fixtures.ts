import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  certifications,
  depositEntries,
  deposits,
  oauthTokens,
  organisations,
  roles,
  userOrganisations,
  userRoles,
  users,
} from '../src/db/schema';
import type { Database } from '../src/db/client';
import { HOUR_MS, MINUTE_MS, type Clock } from '../src/lib/clock';
import { generateOpaqueToken, sha256Hex } from '../src/lib/secrets';
import type { TestApp } from './test-app';

/** Auctions for API tests: published through the real seller and auditor calls, bidders made in bulk. */

/** What the database-level fixtures need: a test app, or a database and clock of a server process. */
export interface FixtureContext {
  database: Database;
  clock: Clock;
}

export interface Bidder {
  userId: number;
  orgId: number;
  token: string;
}

export function dataOf<T>(response: LightMyRequestResponse): T {
  const body = response.json<{ code: number; data: T; msg: string }>();
  if (response.statusCode !== 200 || body.code !== 0) {
    throw new Error(`expected success, got ${response.statusCode}: ${response.body}`);
  }
  return body.data;
}

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
) {
  const bulletin = dataOf<{ id: number; lots: Array<{ id: number; startsAt: string; endsAt: string }> }>(
    await t.call('POST', 'bulletinAdd', {
      token: tokens.seller,
      body: { title: '华东再生资源废钢竞价公告', bodyHtml: '<p>详见附件</p>', lots },
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

/** Certified buyers with a personal organisation and a live token each, made directly in the database. */
export async function addBidders(t: FixtureContext, count: number): Promise<Bidder[]> {
  const { db } = t.database;
  const now = t.clock.now();
  const [template] = await db.select().from(users).where(eq(users.username, 'buyer'));
  const [buyerRole] = await db.select({ id: roles.id }).from(roles).where(eq(roles.code, 'buyer'));
  if (!template || !buyerRole) throw new Error('seed is missing the demo buyer or the buyer role');
  const tag = randomUUID().slice(0, 6);
  const bidders: Bidder[] = [];
  for (let index = 0; index < count; index += 1) {
    const phone = `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    const [user] = await db
      .insert(users)
      .values({
        tenantId: template.tenantId,
        phone,
        actualName: `竞买测试${tag}${index}`,
        passwordHash: template.passwordHash,
        passwordChangedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: users.id });
    const [org] = await db
      .insert(organisations)
      .values({
        tenantId: template.tenantId,
        name: `竞买测试${tag}${index}（个人）`,
        type: 'personal',
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: organisations.id });
    const userId = user!.id;
    const orgId = org!.id;
    await db.insert(userOrganisations).values({ userId, orgId, isDefault: true, createdAt: now });
    await db.insert(userRoles).values({ userId, roleId: buyerRole.id });
    await db.insert(certifications).values({
      userId,
      kind: 'personal',
      status: 'approved',
      subjectName: `竞买测试${index}`,
      reviewedAt: now,
      createdAt: now,
      updatedAt: now,
    });
    const token = generateOpaqueToken();
    await db.insert(oauthTokens).values({
      userId,
      tenantId: template.tenantId,
      orgId,
      familyId: randomUUID(),
      familyCreatedAt: now,
      grantType: 'password',
      accessTokenHash: sha256Hex(token),
      refreshTokenHash: sha256Hex(generateOpaqueToken()),
      accessExpiresAt: new Date(now.getTime() + 30 * 24 * HOUR_MS),
      refreshExpiresAt: new Date(now.getTime() + 30 * 24 * HOUR_MS),
      createdAt: now,
    });
    bidders.push({ userId, orgId, token });
  }
  return bidders;
}

/** Paid and confirmed deposits, as if each voucher had been approved. */
export async function freezeDeposits(
  t: TestApp,
  lotId: number,
  bidders: Array<{ userId: number; orgId: number }>,
) {
  const { db } = t.database;
  const now = t.clock.now();
  const [lot] = await db
    .execute<{ deposit_fen: string }>(sql`select deposit_fen from lots where id = ${lotId}`)
    .then((result) => result.rows);
  const amountFen = Number(lot!.deposit_fen);
  for (const bidder of bidders) {
    const [deposit] = await db
      .insert(deposits)
      .values({
        lotId,
        userId: bidder.userId,
        orgId: bidder.orgId,
        amountFen,
        status: 'frozen',
        paidFen: amountFen,
        frozenFen: amountFen,
        submittedAt: now,
        confirmedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: deposits.id });
    await db.insert(depositEntries).values([
      { depositId: deposit!.id, kind: 'submitted', amountFen, createdAt: now },
      { depositId: deposit!.id, kind: 'paid', amountFen, createdAt: now },
    ]);
  }
}

/** The signed-in demo buyer as a bidder, with the organisation their token carries. */
export async function demoBuyer(t: TestApp, token: string): Promise<Bidder> {
  const [row] = await t.database.db
    .select({ userId: oauthTokens.userId, orgId: oauthTokens.orgId })
    .from(oauthTokens)
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
