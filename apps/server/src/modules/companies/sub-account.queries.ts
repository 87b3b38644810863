import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { menus, subAccounts, users } from '../../db/schema';

export interface SubAccountRecord {
  userId: number;
  phone: string;
  actualName: string | null;
  status: 'active' | 'disabled';
  remark: string | null;
  menuIds: number[];
  createdAt: Date;
}

export interface MenuNode {
  id: number;
  parentId: number;
  code: string;
  name: string;
}

// Spelled out: inside a subquery drizzle would leave the outer column unqualified.
const grantedIds = sql<number[]>`coalesce((
  select array_agg(g.menu_id order by g.menu_id) from sub_account_grants g
   where g.user_id = "sub_accounts"."user_id"), '{}')`;

/** Reads of a company's sub-accounts and of the menus they may be granted. */
export function createSubAccountQueries(db: DbOrTx) {
  const records = () =>
    db
      .select({
        userId: subAccounts.userId,
        phone: users.phone,
        actualName: users.actualName,
        status: users.status,
        remark: subAccounts.remark,
        menuIds: grantedIds,
        createdAt: subAccounts.createdAt,
      })
      .from(subAccounts)
      .innerJoin(users, eq(users.id, subAccounts.userId));

  return {
    async listInOrg(orgId: number): Promise<SubAccountRecord[]> {
      return records()
        .where(eq(subAccounts.orgId, orgId))
        .orderBy(desc(subAccounts.createdAt), desc(subAccounts.userId));
    },

    /** A sub-account of this organisation; another company's, or any other user, does not exist here. */
    async findInOrg(orgId: number, userId: number): Promise<SubAccountRecord | undefined> {
      const [row] = await records().where(and(eq(subAccounts.orgId, orgId), eq(subAccounts.userId, userId)));
      return row;
    },

    /** The whole menu tree, to find subtrees and ancestors. */
    async listMenus(): Promise<MenuNode[]> {
      return db
        .select({ id: menus.id, parentId: menus.parentId, code: menus.code, name: menus.name })
        .from(menus)
        .orderBy(asc(menus.id));
    },

    async isPhoneRegistered(phone: string): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
      return row !== undefined;
    },
  };
}
