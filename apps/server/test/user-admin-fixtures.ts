import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { organisations, roles, tenants, userOrganisations, userRoles, users } from '../src/db/schema';
import { beforeAll } from 'vitest';
import { lateBound } from './late-bound';
import type { TestApp } from './test-app';
import { useTestApp } from './use-test-app';

/** Another tenant with an organisation, a role and a user, for tests that nothing crosses tenants. */
export interface OtherTenant {
  tenantId: number;
  orgId: number;
  roleId: number;
  userId: number;
}

export async function addOtherTenant(t: TestApp): Promise<OtherTenant> {
  const { db } = t.database;
  const now = t.clock.now();
  const tag = randomUUID().slice(0, 8);
  const [template] = await db.select().from(users).where(eq(users.username, 'buyer'));
  if (!template) throw new Error('seed is missing the demo buyer');
  const [tenant] = await db
    .insert(tenants)
    .values({ code: `other-${tag}`, name: `其他租户${tag}`, createdAt: now, updatedAt: now })
    .returning({ id: tenants.id });
  const tenantId = tenant!.id;
  const [org] = await db
    .insert(organisations)
    .values({ tenantId, name: `其他租户公司${tag}`, type: 'company', createdAt: now, updatedAt: now })
    .returning({ id: organisations.id });
  const [role] = await db
    .insert(roles)
    .values({ tenantId, code: 'admin', name: '其他租户管理员', createdAt: now, updatedAt: now })
    .returning({ id: roles.id });
  const [user] = await db
    .insert(users)
    .values({
      tenantId,
      phone: `136${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
      actualName: `其他租户用户${tag}`,
      passwordHash: template.passwordHash,
      passwordChangedAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: users.id });
  await db
    .insert(userOrganisations)
    .values({ userId: user!.id, orgId: org!.id, isDefault: true, createdAt: now });
  await db.insert(userRoles).values({ userId: user!.id, roleId: role!.id });
  return { tenantId, orgId: org!.id, roleId: role!.id, userId: user!.id };
}

/** The id of a seeded role of the demo tenant, by code. */
export async function seededRoleId(t: TestApp, code: string): Promise<number> {
  const [admin] = await t.database.db.select().from(users).where(eq(users.username, 'admin'));
  const [role] = await t.database.db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.tenantId, admin!.tenantId), eq(roles.code, code)));
  if (!role) throw new Error(`seed is missing the role ${code}`);
  return role.id;
}

/** The id of the demo tenant's platform organisation. */
export async function platformOrgId(t: TestApp): Promise<number> {
  const [org] = await t.database.db
    .select({ id: organisations.id })
    .from(organisations)
    .where(eq(organisations.type, 'platform'));
  if (!org) throw new Error('seed is missing the platform organisation');
  return org.id;
}

/** The demo tenant as its administrator finds it: looked up once, nothing added. */
export interface DemoTenant {
  adminUserId: number;
  tenantId: number;
  platformOrg: number;
  adminRole: number;
  auditorRole: number;
  sellerRole: number;
}

/**
 * The user-administration tests' app (see useTestApp): the admin signed in, the demo tenant's
 * ids, and another tenant when asked for (late-bound, like the app); `send` calls as the admin.
 */
export function useUserAdminApp(options: { otherTenant?: boolean } = {}) {
  const { t, tokens } = useTestApp({ signIn: ['admin'] });
  const demo = lateBound<DemoTenant>('the demo tenant');
  const other = lateBound<OtherTenant>('the other tenant');
  beforeAll(async () => {
    if (options.otherTenant) other.set(await addOtherTenant(t));
    const principal = (await t.services.auth.authenticate(tokens.admin))!;
    demo.set({
      adminUserId: principal.userId,
      tenantId: principal.tenantId,
      platformOrg: await platformOrgId(t),
      adminRole: await seededRoleId(t, 'admin'),
      auditorRole: await seededRoleId(t, 'auditor'),
      sellerRole: await seededRoleId(t, 'seller'),
    });
  });
  const send = (name: Parameters<TestApp['send']>[0], input: Record<string, unknown>, token = tokens.admin) =>
    t.send(name, input, token);
  return { t, tokens, demo: demo.handle, other: other.handle, send };
}
