import { randomUUID } from 'node:crypto';
import { ROLE_CODES } from '@lyp/shared/rbac/roles';
import { eq } from 'drizzle-orm';
import {
  menus,
  oauthTokens,
  organisations,
  roleMenus,
  roles,
  tenants,
  userOrganisations,
  userRoles,
  users,
} from '../src/db/schema';
import { HOUR_MS } from '../src/lib/clock';
import { generateOpaqueToken, sha256Hex } from '../src/lib/secrets';
import type { FixtureContext } from './bidder-fixtures';

/**
 * Tenants, roles and users made directly in the database, for the menu and role tests: tenant
 * isolation, and what a role's grants let its users do on their next request.
 */

export interface TenantUser {
  userId: number;
  orgId: number;
  token: string;
}

let counter = 0;
const tagOf = () => `${randomUUID().slice(0, 6)}${(counter += 1)}`;

/** A user of a tenant holding the given roles, with a live token. */
export async function addUserWithRoles(
  t: FixtureContext,
  options: { tenantId: number; roleIds: number[]; orgId?: number },
): Promise<TenantUser> {
  const { db } = t.database;
  const now = t.clock.now();
  const [template] = await db.select().from(users).where(eq(users.username, 'buyer'));
  if (!template) throw new Error('seed is missing the demo buyer');
  const tag = tagOf();
  const [user] = await db
    .insert(users)
    .values({
      tenantId: options.tenantId,
      phone: `135${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
      actualName: `角色测试用户${tag}`,
      passwordHash: template.passwordHash,
      passwordChangedAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: users.id });
  let orgId = options.orgId;
  if (orgId === undefined) {
    const [org] = await db
      .insert(organisations)
      .values({
        tenantId: options.tenantId,
        name: `角色测试用户${tag}（个人）`,
        type: 'personal',
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: organisations.id });
    orgId = org!.id;
  }
  const userId = user!.id;
  await db.insert(userOrganisations).values({ userId, orgId, isDefault: true, createdAt: now });
  if (options.roleIds.length > 0) {
    await db.insert(userRoles).values(options.roleIds.map((roleId) => ({ userId, roleId })));
  }
  const token = generateOpaqueToken();
  await db.insert(oauthTokens).values({
    userId,
    tenantId: options.tenantId,
    orgId,
    familyId: randomUUID(),
    familyCreatedAt: now,
    grantType: 'password',
    accessTokenHash: sha256Hex(token),
    refreshTokenHash: sha256Hex(generateOpaqueToken()),
    accessExpiresAt: new Date(now.getTime() + 24 * HOUR_MS),
    refreshExpiresAt: new Date(now.getTime() + 24 * HOUR_MS),
    createdAt: now,
  });
  return { userId, orgId, token };
}

export interface TenantWithAdmin {
  tenantId: number;
  /** Its built-in admin role, holding every menu and button. */
  adminRoleId: number;
  admin: TenantUser;
}

/** A second tenant with its own admin role (every menu and button) and a signed-in admin. */
export async function addTenantWithAdmin(t: FixtureContext): Promise<TenantWithAdmin> {
  const { db } = t.database;
  const now = t.clock.now();
  const tag = tagOf();
  const [tenant] = await db
    .insert(tenants)
    .values({ code: `t_${tag}`, name: `其他租户${tag}`, createdAt: now, updatedAt: now })
    .returning({ id: tenants.id });
  const tenantId = tenant!.id;
  const [org] = await db
    .insert(organisations)
    .values({ tenantId, name: `其他租户平台${tag}`, type: 'platform', createdAt: now, updatedAt: now })
    .returning({ id: organisations.id });
  const [role] = await db
    .insert(roles)
    .values({ tenantId, code: ROLE_CODES.admin, name: '管理员', createdAt: now, updatedAt: now })
    .returning({ id: roles.id });
  const adminRoleId = role!.id;
  const everything = await db.select({ id: menus.id }).from(menus);
  await db.insert(roleMenus).values(everything.map((menu) => ({ roleId: adminRoleId, menuId: menu.id })));
  const admin = await addUserWithRoles(t, { tenantId, roleIds: [adminRoleId], orgId: org!.id });
  return { tenantId, adminRoleId, admin };
}
