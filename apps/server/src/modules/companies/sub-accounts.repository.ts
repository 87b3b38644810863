import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../db/pg-errors';
import { menus, subAccountGrants, subAccounts, userOrganisations, users } from '../../db/schema';
import { createOperationLogRepository, type OperationLogRepository } from '../operation-log';

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

/** The phone was registered between the check and the write. */
export class SubAccountPhoneTakenError extends Error {}

// Spelled out: inside a subquery drizzle would leave the outer column unqualified.
const grantedIds = sql<number[]>`coalesce((
  select array_agg(g.menu_id order by g.menu_id) from sub_account_grants g
   where g.user_id = "sub_accounts"."user_id"), '{}')`;

function subAccountQueries(db: DbOrTx) {
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

    /** A new user acting only for the company: must replace the temporary password at sign-in. */
    async insertUser(values: {
      tenantId: number;
      phone: string;
      actualName: string;
      passwordHash: string;
      now: Date;
    }): Promise<number> {
      const { now, ...fields } = values;
      try {
        const [row] = await db
          .insert(users)
          .values({
            ...fields,
            passwordChangedAt: now,
            mustChangePassword: true,
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: users.id });
        if (!row) throw new Error('user insert returned nothing');
        return row.id;
      } catch (error) {
        if (isUniqueViolation(error, 'users_phone_unique')) throw new SubAccountPhoneTakenError();
        throw error;
      }
    },

    async insertSubAccount(values: {
      userId: number;
      orgId: number;
      createdBy: number;
      remark: string | null;
      now: Date;
    }): Promise<void> {
      const { now, ...fields } = values;
      await db
        .insert(userOrganisations)
        .values({ userId: fields.userId, orgId: fields.orgId, isDefault: true, createdAt: now });
      await db.insert(subAccounts).values({ ...fields, createdAt: now, updatedAt: now });
    },

    async replaceGrants(userId: number, menuIds: number[]): Promise<void> {
      await db.delete(subAccountGrants).where(eq(subAccountGrants.userId, userId));
      if (menuIds.length > 0)
        await db.insert(subAccountGrants).values(menuIds.map((menuId) => ({ userId, menuId })));
    },

    /** Name, remark and status; disabling also ends every sign-in before now, so enabling revives none. */
    async updateAccount(
      userId: number,
      values: { actualName: string; remark: string | null; enabled: boolean; now: Date },
    ): Promise<void> {
      const { now } = values;
      await db
        .update(users)
        .set({
          actualName: values.actualName,
          status: values.enabled ? 'active' : 'disabled',
          ...(values.enabled ? {} : { tokensNotBefore: now }),
          updatedAt: now,
        })
        .where(eq(users.id, userId));
      await db
        .update(subAccounts)
        .set({ remark: values.remark, updatedAt: now })
        .where(eq(subAccounts.userId, userId));
    },

    /**
     * The account stops being the company's: grants, the sub-account row and the membership go;
     * the user stays, disabled, since bids and orders refer to it.
     */
    async remove(userId: number, orgId: number, now: Date): Promise<void> {
      await db.delete(subAccounts).where(eq(subAccounts.userId, userId));
      await db
        .delete(userOrganisations)
        .where(and(eq(userOrganisations.userId, userId), eq(userOrganisations.orgId, orgId)));
      await db
        .update(users)
        .set({ status: 'disabled', tokensNotBefore: now, updatedAt: now })
        .where(eq(users.id, userId));
    },
  };
}

export type SubAccountQueries = ReturnType<typeof subAccountQueries>;

export interface SubAccountWriteScope {
  subAccounts: SubAccountQueries;
  logs: OperationLogRepository;
}

export function createSubAccountsRepository(db: Db) {
  return {
    ...subAccountQueries(db),
    /** Runs `work` in one transaction: the change and its log entry commit together. */
    transaction<T>(work: (scope: SubAccountWriteScope) => Promise<T>): Promise<T> {
      return db.transaction((tx) =>
        work({ subAccounts: subAccountQueries(tx), logs: createOperationLogRepository(tx) }),
      );
    },
  };
}

export type SubAccountsRepository = ReturnType<typeof createSubAccountsRepository>;
