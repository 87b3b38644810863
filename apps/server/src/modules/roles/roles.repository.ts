import type { RoleSortField } from '@lyp/shared/system/role-admin.schemas';
import { and, asc, count, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { isReferenceViolation, isUniqueViolation } from '../../db/pg-errors';
import { menus, roleMenus, roles, userRoles } from '../../db/schema';
import { createOperationLogRepository, type OperationLogRepository } from '../operation-log';
import { containing } from '../../db/like';

export type RoleRecord = typeof roles.$inferSelect & { userCount: number };
/** The columns an administrator sets. */
export interface RoleValues {
  code: string;
  name: string;
  description: string | null;
  sort: number;
}

/** A role code taken at write time by a concurrent request. */
export class RoleCodeConflictError extends Error {}
/** A granted menu was deleted while the grant was being written. */
export class GrantedMenuGoneError extends Error {}

export interface RolePageQuery {
  tenantId: number;
  name?: string;
  code?: string;
  sort: RoleSortField;
  order: 'asc' | 'desc';
  offset: number;
  limit: number;
}

// Spelled out: inside a subquery drizzle would leave the outer column unqualified.
const userCount = sql<number>`(SELECT count(*)::int FROM user_roles ur WHERE ur.role_id = "roles"."id")`;

const sortColumns = {
  sort: roles.sort,
  name: roles.name,
  code: roles.code,
  createdAt: roles.createdAt,
} as const;

/** Reads and writes, on the pool or inside a transaction. */
function roleQueries(db: DbOrTx) {
  /** Every lookup is by tenant: another tenant's role does not exist for the caller. */
  const byId = (tenantId: number, id: number) => and(eq(roles.tenantId, tenantId), eq(roles.id, id));

  return {
    async page(query: RolePageQuery): Promise<{ records: RoleRecord[]; total: number }> {
      const conditions: SQL[] = [eq(roles.tenantId, query.tenantId)];
      if (query.name) conditions.push(ilike(roles.name, containing(query.name)));
      if (query.code) conditions.push(ilike(roles.code, containing(query.code)));
      const where = and(...conditions);
      const direction = query.order === 'desc' ? desc : asc;
      const [records, totals] = await Promise.all([
        db
          .select({ ...roleColumns, userCount })
          .from(roles)
          .where(where)
          .orderBy(direction(sortColumns[query.sort]), asc(roles.id))
          .offset(query.offset)
          .limit(query.limit),
        db.select({ total: count() }).from(roles).where(where),
      ]);
      return { records, total: totals[0]?.total ?? 0 };
    },

    async listOptions(tenantId: number): Promise<Array<{ id: number; code: string; name: string }>> {
      return db
        .select({ id: roles.id, code: roles.code, name: roles.name })
        .from(roles)
        .where(eq(roles.tenantId, tenantId))
        .orderBy(asc(roles.sort), asc(roles.id));
    },

    async findById(tenantId: number, id: number): Promise<RoleRecord | undefined> {
      const [row] = await db
        .select({ ...roleColumns, userCount })
        .from(roles)
        .where(byId(tenantId, id));
      return row;
    },

    /**
     * Locks a role until the transaction ends: grants to one role run one at a time, and a user
     * being given the role (a reference to its row) waits for a deletion to decide.
     */
    async lockById(tenantId: number, id: number): Promise<RoleRecord | undefined> {
      const [row] = await db
        .select({ ...roleColumns, userCount: sql<number>`0` })
        .from(roles)
        .where(byId(tenantId, id))
        .for('update');
      if (!row) return undefined;
      // Counted after the lock, in a statement of its own: it sees holders committed meanwhile.
      const [users] = await db.select({ total: count() }).from(userRoles).where(eq(userRoles.roleId, id));
      return { ...row, userCount: users?.total ?? 0 };
    },

    async isCodeTaken(tenantId: number, code: string, exceptId?: number): Promise<boolean> {
      const [row] = await db
        .select({ id: roles.id })
        .from(roles)
        .where(and(eq(roles.tenantId, tenantId), eq(roles.code, code)));
      return row !== undefined && row.id !== exceptId;
    },

    async insert(
      tenantId: number,
      values: RoleValues & { createdAt: Date; updatedAt: Date },
    ): Promise<number> {
      try {
        const [row] = await db
          .insert(roles)
          .values({ ...values, tenantId })
          .returning({ id: roles.id });
        if (!row) throw new Error('role insert returned nothing');
        return row.id;
      } catch (error) {
        if (isUniqueViolation(error)) throw new RoleCodeConflictError();
        throw error;
      }
    },

    async update(tenantId: number, id: number, values: RoleValues & { updatedAt: Date }): Promise<void> {
      try {
        await db.update(roles).set(values).where(byId(tenantId, id));
      } catch (error) {
        if (isUniqueViolation(error)) throw new RoleCodeConflictError();
        throw error;
      }
    },

    async remove(tenantId: number, id: number): Promise<void> {
      await db.delete(roles).where(byId(tenantId, id));
    },

    /** The menus and buttons a role holds. The caller has checked the role is the tenant's. */
    async listMenuIds(roleId: number): Promise<number[]> {
      const rows = await db
        .select({ menuId: roleMenus.menuId })
        .from(roleMenus)
        .where(eq(roleMenus.roleId, roleId))
        .orderBy(asc(roleMenus.menuId));
      return rows.map((row) => row.menuId);
    },

    /** Every entry's parent, to find the ancestors a grant needs. */
    async listMenuParents(): Promise<Map<number, number>> {
      const rows = await db.select({ id: menus.id, parentId: menus.parentId }).from(menus);
      return new Map(rows.map((row) => [row.id, row.parentId]));
    },

    /** Every menu and button, in display order, for the grant tree. */
    async listGrantableMenus() {
      return db
        .select({
          id: menus.id,
          parentId: menus.parentId,
          type: menus.type,
          code: menus.code,
          name: menus.name,
        })
        .from(menus)
        .orderBy(asc(menus.parentId), asc(menus.sort), asc(menus.id));
    },

    async menuNames(
      ids: number[],
    ): Promise<Array<{ id: number; code: string; name: string; type: 'menu' | 'button' }>> {
      if (ids.length === 0) return [];
      return db
        .select({ id: menus.id, code: menus.code, name: menus.name, type: menus.type })
        .from(menus)
        .where(inArray(menus.id, ids));
    },

    /** Replaces a role's grants with exactly `menuIds`. */
    async replaceMenus(roleId: number, menuIds: number[]): Promise<void> {
      try {
        await db.delete(roleMenus).where(eq(roleMenus.roleId, roleId));
        if (menuIds.length > 0) {
          await db.insert(roleMenus).values(menuIds.map((menuId) => ({ roleId, menuId })));
        }
      } catch (error) {
        if (isReferenceViolation(error)) throw new GrantedMenuGoneError();
        throw error;
      }
    },
  };
}

const roleColumns = {
  id: roles.id,
  tenantId: roles.tenantId,
  code: roles.code,
  name: roles.name,
  description: roles.description,
  sort: roles.sort,
  createdAt: roles.createdAt,
  updatedAt: roles.updatedAt,
};

export type RoleQueries = ReturnType<typeof roleQueries>;

export function createRolesRepository(db: DbOrTx) {
  return {
    ...roleQueries(db),
    /** Runs `work` in one transaction, so a change and its operation-log entry commit together. */
    transaction<T>(
      work: (scope: { roles: RoleQueries; logs: OperationLogRepository }) => Promise<T>,
    ): Promise<T> {
      return db.transaction((tx) => work({ roles: roleQueries(tx), logs: createOperationLogRepository(tx) }));
    },
  };
}

export type RolesRepository = ReturnType<typeof createRolesRepository>;
