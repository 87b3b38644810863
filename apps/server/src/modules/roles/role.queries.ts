import type { RoleSortField } from '@lyp/shared/system/role-admin.schemas';
import { and, asc, count, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { roles, userRoles } from '../../db/schema';
import { containing } from '../../db/like';

export type RoleRecord = typeof roles.$inferSelect & { userCount: number };

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
/** Every lookup is by tenant: another tenant's role does not exist for the caller. */
export const byId = (tenantId: number, id: number) => and(eq(roles.tenantId, tenantId), eq(roles.id, id));

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

/** A tenant's roles: the page, the options, one by id (or locked), and whether a code is taken. */
export function createRoleReads(db: DbOrTx) {
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
  };
}
