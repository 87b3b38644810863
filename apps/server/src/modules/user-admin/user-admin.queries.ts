import type { UserFilter, UserStatus } from '@lyp/shared/system/user-admin.schemas';
import { and, asc, count, desc, eq, ilike, inArray, like, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { organisations, roles, userOrganisations, userRoles, users } from '../../db/schema';
import { containing } from '../../db/like';
import { createUserFormQueries } from './user-form.queries';
import { createUserRightsQueries } from './user-rights.queries';

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
/** Organisations (default first) and roles of the given users. */
async function withRelations(db: DbOrTx, rows: Array<Omit<UserAdminRecord, 'organisations' | 'roles'>>) {
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

/** The list page and one user, each with their organisations and roles. */
function createUserListQueries(db: DbOrTx) {
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
      return { rows: await withRelations(db, rows), total: total?.total ?? 0 };
    },

    /** One user of the tenant; another tenant's user is not there. */
    async findInTenant(tenantId: number, id: number): Promise<UserAdminRecord | undefined> {
      const rows = await db
        .select(userColumns)
        .from(users)
        .where(and(eq(users.tenantId, tenantId), eq(users.id, id)));
      return (await withRelations(db, rows))[0];
    },
  };
}

export function createUserAdminQueries(db: DbOrTx) {
  return {
    ...createUserListQueries(db),
    ...createUserFormQueries(db),
    ...createUserRightsQueries(db),
  };
}

export type UserAdminQueries = ReturnType<typeof createUserAdminQueries>;
