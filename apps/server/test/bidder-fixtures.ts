import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';
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
import { HOUR_MS, type Clock } from '../src/lib/clock';
import { generateOpaqueToken, sha256Hex } from '../src/lib/secrets';

/**
 * Bidders and deposits made directly in the database, for tests and benchmarks alike
 * (no test runner imports here).
 */

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
  t: FixtureContext,
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
