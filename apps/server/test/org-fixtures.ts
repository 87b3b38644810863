import { randomUUID } from 'node:crypto';
import type { RoleCode } from '@lyp/shared/rbac/roles';
import { and, eq, ne } from 'drizzle-orm';
import {
  certifications,
  oauthTokens,
  organisations,
  roles,
  userOrganisations,
  userRoles,
  users,
} from '../src/db/schema';
import { HOUR_MS } from '../src/lib/clock';
import { generateOpaqueToken, sha256Hex } from '../src/lib/secrets';
import { dataOf } from './auction-fixtures';
import type { TestApp } from './test-app';

/** Users of other organisations, made directly in the database, for ownership (IDOR) tests. */

export interface Member {
  userId: number;
  orgId: number;
  phone: string;
  token: string;
}

let memberCounter = 0;

/**
 * A user in an organisation of their own, with a role (or none) and a live token.
 * Company sellers get a company; everyone else a personal organisation.
 */
export async function addMember(
  t: TestApp,
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

/** A seller of another company: same role as the demo seller, different organisation. */
export const addSeller = (t: TestApp) => addMember(t, { role: 'seller' });

/**
 * The demo seller signed in again and switched to their second company:
 * the same person, acting for an organisation that does not own the first one's bulletins.
 */
export async function sellerInSecondCompany(t: TestApp): Promise<{ token: string; orgId: number }> {
  const token = await t.signIn('seller');
  const { db } = t.database;
  const [current] = await db
    .select({ userId: oauthTokens.userId, orgId: oauthTokens.orgId })
    .from(oauthTokens)
    .where(eq(oauthTokens.accessTokenHash, sha256Hex(token)));
  const [other] = await db
    .select({ orgId: userOrganisations.orgId })
    .from(userOrganisations)
    .where(and(eq(userOrganisations.userId, current!.userId), ne(userOrganisations.orgId, current!.orgId)));
  if (!other) throw new Error('the demo seller has only one organisation');
  dataOf(await t.call('POST', 'permissionList', { token, body: { orgId: other.orgId } }));
  return { token, orgId: other.orgId };
}
