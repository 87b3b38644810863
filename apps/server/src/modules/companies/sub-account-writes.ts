import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../db/pg-errors';
import { subAccountGrants, subAccounts, userOrganisations, users } from '../../db/schema';

/** The phone was registered between the check and the write. */
export class SubAccountPhoneTakenError extends Error {}

/** A new sub-account's user and its place in the company. */
function createSubAccountInserts(db: DbOrTx) {
  return {
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
  };
}

/** Changes to an existing sub-account: its grants, its details and status, its removal. */
function createSubAccountChanges(db: DbOrTx) {
  return {
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

/** Writes of sub-accounts: their users, company rows, grants and removal. */
export function createSubAccountWrites(db: DbOrTx) {
  return { ...createSubAccountInserts(db), ...createSubAccountChanges(db) };
}
