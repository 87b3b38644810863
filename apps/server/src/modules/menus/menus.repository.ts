import { asc, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../db/pg-errors';
import { menus, roleMenus, roles, tenants } from '../../db/schema';
import { createOperationLogRepository, type OperationLogRepository } from '../operation-log';

export type MenuRecord = Omit<typeof menus.$inferSelect, 'isHidden' | 'metaKeepalive'> & {
  isHidden: 0 | 1;
  metaKeepalive: 0 | 1;
};
export type MenuRow = MenuRecord & { roleCount: number };
/** The columns an administrator sets. */
export interface MenuValues {
  parentId: number;
  type: 'menu' | 'button';
  code: string;
  name: string;
  path: string | null;
  icon: string | null;
  sort: number;
  isHidden: 0 | 1;
  metaKeepalive: 0 | 1;
}

/** A code taken at write time by a concurrent request. */
export class MenuCodeConflictError extends Error {}

/** Stable key: every change to the tree's shape takes it, so two moves cannot make a cycle. */
const MENU_TREE_LOCK = 720_101;

// Spelled out: inside a subquery drizzle would leave the outer column unqualified.
const roleCount = sql<number>`(SELECT count(*)::int FROM role_menus rm WHERE rm.menu_id = "menus"."id")`;

const columns = {
  id: menus.id,
  parentId: menus.parentId,
  code: menus.code,
  name: menus.name,
  path: menus.path,
  icon: menus.icon,
  sort: menus.sort,
  isHidden: menus.isHidden,
  metaKeepalive: menus.metaKeepalive,
  type: menus.type,
  createdAt: menus.createdAt,
  updatedAt: menus.updatedAt,
};

const asFlag = (value: number): 0 | 1 => (value === 0 ? 0 : 1);
const toRecord = <T extends { isHidden: number; metaKeepalive: number }>(row: T) => ({
  ...row,
  isHidden: asFlag(row.isHidden),
  metaKeepalive: asFlag(row.metaKeepalive),
});

async function translateConflicts<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new MenuCodeConflictError();
    throw error;
  }
}

/** Reads and writes, on the pool or inside a transaction. */
function menuQueries(db: DbOrTx) {
  return {
    /** Every menu and button, parents before their children's siblings, in display order. */
    async listAll(): Promise<MenuRow[]> {
      const rows = await db
        .select({ ...columns, roleCount })
        .from(menus)
        .orderBy(asc(menus.parentId), asc(menus.sort), asc(menus.id));
      return rows.map(toRecord);
    },

    async findById(id: number): Promise<MenuRow | undefined> {
      const [row] = await db
        .select({ ...columns, roleCount })
        .from(menus)
        .where(eq(menus.id, id));
      return row && toRecord(row);
    },

    async findByCode(code: string): Promise<MenuRecord | undefined> {
      const [row] = await db.select(columns).from(menus).where(eq(menus.code, code));
      return row && toRecord(row);
    },

    async countChildren(id: number): Promise<number> {
      const [row] = await db.select({ total: count() }).from(menus).where(eq(menus.parentId, id));
      return row?.total ?? 0;
    },

    /** Roles of any tenant holding the entry, with their tenant's name (menus are shared). */
    async listHoldingRoles(id: number): Promise<Array<{ roleName: string; tenantName: string }>> {
      return db
        .select({ roleName: roles.name, tenantName: tenants.name })
        .from(roleMenus)
        .innerJoin(roles, eq(roles.id, roleMenus.roleId))
        .innerJoin(tenants, eq(tenants.id, roles.tenantId))
        .where(eq(roleMenus.menuId, id))
        .orderBy(asc(roles.tenantId), asc(roles.sort), asc(roles.id));
    },

    async insert(values: MenuValues & { createdAt: Date; updatedAt: Date }): Promise<number> {
      const [row] = await translateConflicts(() =>
        db.insert(menus).values(values).returning({ id: menus.id }),
      );
      if (!row) throw new Error('menu insert returned nothing');
      return row.id;
    },

    async update(id: number, values: Partial<MenuValues> & { updatedAt: Date }): Promise<void> {
      await translateConflicts(() => db.update(menus).set(values).where(eq(menus.id, id)));
    },

    /**
     * Locks an entry until the transaction ends. A grant in flight holds a reference lock on
     * the row, so this waits for it; a grant that comes later fails its reference check.
     */
    async lockById(id: number): Promise<MenuRecord | undefined> {
      const [row] = await db.select(columns).from(menus).where(eq(menus.id, id)).for('update');
      return row && toRecord(row);
    },

    async remove(id: number): Promise<void> {
      await db.delete(menus).where(eq(menus.id, id));
    },
  };
}

export type MenuQueries = ReturnType<typeof menuQueries>;

export function createMenusRepository(db: DbOrTx) {
  return {
    ...menuQueries(db),
    /**
     * Runs `work` in one transaction holding the tree lock, with queries bound to it, so a
     * change and its operation-log entry commit together.
     */
    transaction<T>(
      work: (scope: { menus: MenuQueries; logs: OperationLogRepository }) => Promise<T>,
    ): Promise<T> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(${MENU_TREE_LOCK})`);
        return work({ menus: menuQueries(tx), logs: createOperationLogRepository(tx) });
      });
    },
  };
}

export type MenusRepository = ReturnType<typeof createMenusRepository>;
