import { randomUUID } from 'node:crypto';
import type { RoleCode } from '@lyp/shared/rbac/roles';
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
 * Users, bidders and deposits made directly in the database, for tests and benchmarks alike
 * (no test runner imports here).
 */

/** What the database-level fixtures need: a test app, or a database and clock of a server process. */
export interface FixtureContext {
  database: Database;
  clock: Clock;
}

export interface Member {
  userId: number;
  orgId: number;
  phone: string;
  token: string;
}

let phoneCounter = 0;

/** A phone number no fixture has used. */
export function freshPhone(): string {
  phoneCounter += 1;
  return `136${String((Date.now() % 1e6) * 100 + (phoneCounter % 100)).padStart(8, '0')}`;
}

let memberCounter = 0;

/**
 * A user in an organisation of their own, with a role (or none) and a live token.
 * Company sellers get a company; everyone else a personal organisation.
 */
export async function addMember(
  t: FixtureContext,
  options: { role: RoleCode | null; certified?: boolean; orgType?: 'company' | 'personal' },
): Promise<Member> {
  const { db } = t.database;
  const now = t.clock.now();
  const [template] = await db.select().from(users).where(eq(users.username, 'buyer'));
  if (!template) throw new Error('seed is missing the demo buyer');
  memberCounter += 1;
  const tag = `${randomUUID().slice(0, 4)}${memberCounter}`;
  const phone = `137${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const orgType = options.orgType ?? (options.role === 'seller' ? 'company' : 'personal');
  const [user] = await db
    .insert(users)
    .values({
      tenantId: template.tenantId,
      phone,
      actualName: `测试用户${tag}`,
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
      name: orgType === 'company' ? `测试物资回收有限公司${tag}` : `测试用户${tag}（个人）`,
      type: orgType,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: organisations.id });
  const userId = user!.id;
  const orgId = org!.id;
  await db.insert(userOrganisations).values({ userId, orgId, isDefault: true, createdAt: now });
  if (options.role) {
    const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.code, options.role));
    if (!role) throw new Error(`seed is missing the ${options.role} role`);
    await db.insert(userRoles).values({ userId, roleId: role.id });
  }
  if (options.certified) {
    await db.insert(certifications).values({
      userId,
      kind: orgType,
      status: 'approved',
      subjectName: `测试用户${tag}`,
      reviewedAt: now,
      createdAt: now,
      updatedAt: now,
    });
  }
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
  return { userId, orgId, phone, token };
}

/** A bidder: a member who is a certified buyer. */
export type Bidder = Member;

/** Certified buyers with a personal organisation and a live token each. */
export async function addBidders(t: FixtureContext, count: number): Promise<Bidder[]> {
  const bidders: Bidder[] = [];
  for (let index = 0; index < count; index += 1)
    bidders.push(await addMember(t, { role: 'buyer', certified: true }));
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
