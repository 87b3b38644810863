import { ROLE_CODES } from '@lyp/shared/rbac/roles';
import type { UserFilter, UserStatus } from '@lyp/shared/system/user-admin.schemas';
import { and, asc, count, desc, eq, ilike, inArray, like, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { menus, organisations, roleMenus, roles, userOrganisations, userRoles, users } from '../../db/schema';
import { containing } from '../../db/like';

/** A user as the administration screens read them, with their organisations and roles. */
export interface UserAdminRecord {
  id: number;
  username: string | null;
  actualName: string | null;
  phone: string;
  status: UserStatus;
  mustChangePassword: boolean;
  createdAt: Date;
  updatedAt: Date;
  organisations: Array<{ id: number; name: string; isDefault: boolean }>;
  roles: Array<{ id: number; code: string; name: string }>;
}

export interface UserListQuery {
  tenantId: number;
  filter: UserFilter;
  offset: number;
  limit: number;
}

const userColumns = {
  id: users.id,
  username: users.username,
  actualName: users.actualName,
  phone: users.phone,
  status: users.status,
  mustChangePassword: users.mustChangePassword,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
};

const SORT_COLUMNS = {
  createdAt: users.createdAt,
  username: users.username,
  actualName: users.actualName,
  phone: users.phone,
} as const;

/** The tenant's users matching the list's filters. Every read here is limited to one tenant. */
function whereOf(db: DbOrTx, tenantId: number, filter: UserFilter): SQL {
  const conditions: SQL[] = [eq(users.tenantId, tenantId)];
  if (filter.name) {
    const pattern = containing(filter.name);
    conditions.push(or(ilike(users.username, pattern), ilike(users.actualName, pattern))!);
  }
  if (filter.phone) conditions.push(like(users.phone, containing(filter.phone)));
  if (filter.status) conditions.push(eq(users.status, filter.status));
  if (filter.orgId !== undefined) {
    const members = db
      .select({ userId: userOrganisations.userId })
      .from(userOrganisations)
      .where(eq(userOrganisations.orgId, filter.orgId));
    conditions.push(inArray(users.id, members));
  }
  if (filter.roleId !== undefined) {
    const holders = db
      .select({ userId: userRoles.userId })
      .from(userRoles)
      .where(eq(userRoles.roleId, filter.roleId));
    conditions.push(inArray(users.id, holders));
  }
  return and(...conditions)!;
}

function orderOf(filter: UserFilter): SQL[] {
  const direction = filter.order === 'asc' ? asc : desc;
  const column = SORT_COLUMNS[filter.sort ?? 'createdAt'];
  // The id breaks ties, so paging never shows a row twice or skips one.
  return [direction(column), direction(users.id)];
}

export function createUserAdminQueries(db: DbOrTx) {
  /** Organisations (default first) and roles of the given users. */
  async function withRelations(rows: Array<Omit<UserAdminRecord, 'organisations' | 'roles'>>) {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const [memberships, holdings] = await Promise.all([
      db
        .select({
          userId: userOrganisations.userId,
          id: organisations.id,
          name: organisations.name,
          isDefault: userOrganisations.isDefault,
        })
        .from(userOrganisations)
        .innerJoin(organisations, eq(organisations.id, userOrganisations.orgId))
        .where(inArray(userOrganisations.userId, ids))
        .orderBy(desc(userOrganisations.isDefault), asc(userOrganisations.createdAt), asc(organisations.id)),
      db
        .select({ userId: userRoles.userId, id: roles.id, code: roles.code, name: roles.name })
        .from(userRoles)
        .innerJoin(roles, eq(roles.id, userRoles.roleId))
        .where(inArray(userRoles.userId, ids))
        .orderBy(asc(roles.sort), asc(roles.id)),
    ]);
    return rows.map((row) => ({
      ...row,
      organisations: memberships
        .filter((membership) => membership.userId === row.id)
        .map(({ id, name, isDefault }) => ({ id, name, isDefault })),
      roles: holdings
        .filter((holding) => holding.userId === row.id)
        .map(({ id, code, name }) => ({ id, code, name })),
    }));
  }

  return {
    async page(query: UserListQuery): Promise<{ rows: UserAdminRecord[]; total: number }> {
      const where = whereOf(db, query.tenantId, query.filter);
      const [rows, [total]] = await Promise.all([
        db
          .select(userColumns)
          .from(users)
          .where(where)
          .orderBy(...orderOf(query.filter))
          .offset(query.offset)
          .limit(query.limit),
        db.select({ total: count() }).from(users).where(where),
      ]);
      return { rows: await withRelations(rows), total: total?.total ?? 0 };
    },

    /** One user of the tenant; another tenant's user is not there. */
    async findInTenant(tenantId: number, id: number): Promise<UserAdminRecord | undefined> {
      const rows = await db
        .select(userColumns)
        .from(users)
        .where(and(eq(users.tenantId, tenantId), eq(users.id, id)));
      return (await withRelations(rows))[0];
    },

    /** Of the given organisation ids, those that are not the tenant's. */
    async foreignOrganisations(tenantId: number, ids: number[]): Promise<number[]> {
      const found = await db
        .select({ id: organisations.id })
        .from(organisations)
        .where(and(eq(organisations.tenantId, tenantId), inArray(organisations.id, ids)));
      const own = new Set(found.map((row) => row.id));
      return ids.filter((id) => !own.has(id));
    },

    /** Of the given role ids, those that are not the tenant's. */
    async foreignRoles(tenantId: number, ids: number[]): Promise<number[]> {
      const found = await db
        .select({ id: roles.id })
        .from(roles)
        .where(and(eq(roles.tenantId, tenantId), inArray(roles.id, ids)));
      const own = new Set(found.map((row) => row.id));
      return ids.filter((id) => !own.has(id));
    },

    /** Active users of the tenant holding the administrators' role, one left out. */
    async countActiveAdmins(tenantId: number, exceptUserId: number): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(users)
        .innerJoin(userRoles, eq(userRoles.userId, users.id))
        .innerJoin(roles, eq(roles.id, userRoles.roleId))
        .where(
          and(
            eq(roles.tenantId, tenantId),
            eq(roles.code, ROLE_CODES.admin),
            eq(users.status, 'active'),
            ne(users.id, exceptUserId),
          ),
        );
      return row?.total ?? 0;
    },

    /** The button codes the given roles grant. */
    async permissionsOfRoles(roleIds: number[]): Promise<string[]> {
      if (roleIds.length === 0) return [];
      const rows = await db
        .selectDistinct({ code: menus.code })
        .from(roleMenus)
        .innerJoin(menus, eq(menus.id, roleMenus.menuId))
        .where(and(inArray(roleMenus.roleId, roleIds), eq(menus.type, 'button')));
      return rows.map((row) => row.code);
    },

    /** The button codes a user holds through their roles. */
    async permissionsOfUser(userId: number): Promise<string[]> {
      const rows = await db
        .selectDistinct({ code: menus.code })
        .from(userRoles)
        .innerJoin(roleMenus, eq(roleMenus.roleId, userRoles.roleId))
        .innerJoin(menus, eq(menus.id, roleMenus.menuId))
        .where(and(eq(userRoles.userId, userId), eq(menus.type, 'button')));
      return rows.map((row) => row.code);
    },

    /** Phones and usernames are unique across tenants: anyone may sign in with either. */
    async isPhoneTaken(phone: string, exceptUserId?: number): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
      return row !== undefined && row.id !== exceptUserId;
    },

    async isUsernameTaken(username: string, exceptUserId?: number): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.username}) = ${username.toLowerCase()}`);
      return row !== undefined && row.id !== exceptUserId;
    },

    /** The tenant's organisations for a form: platform and companies first, then by name. */
    async organisationOptions(tenantId: number, keyword: string | undefined, limit: number) {
      const conditions: SQL[] = [eq(organisations.tenantId, tenantId)];
      if (keyword) conditions.push(ilike(organisations.name, containing(keyword)));
      return db
        .select({ id: organisations.id, name: organisations.name, type: organisations.type })
        .from(organisations)
        .where(and(...conditions))
        .orderBy(
          sql`CASE ${organisations.type} WHEN 'platform' THEN 0 WHEN 'company' THEN 1 ELSE 2 END`,
          asc(organisations.name),
          asc(organisations.id),
        )
        .limit(limit);
    },
  };
}

export type UserAdminQueries = ReturnType<typeof createUserAdminQueries>;
