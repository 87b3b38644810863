import type { UserStatus } from '@lyp/shared/system/user-admin.schemas';
import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { isReferenceViolation, isUniqueViolation } from '../../db/pg-errors';
import { userOrganisations, userRoles, users } from '../../db/schema';
import { createOperationLogRepository, type OperationLogRepository } from '../operation-log';
import { createUserAdminQueries, type UserAdminQueries } from './user-admin.queries';

/** A phone or username was taken at write time (a concurrent sign-up or edit). */
export class UserConflictError extends Error {
  constructor(readonly field: 'phone' | 'username') {
    super(`${field} taken`);
  }
}

export interface UserProfileValues {
  username: string | null;
  actualName: string;
  phone: string;
}

export interface Membership {
  orgIds: number[];
  defaultOrgId: number;
  roleIds: number[];
}

/** An organisation or role of the form was deleted between the form's checks and the write. */
export class MembershipGoneError extends Error {}

async function translateConflicts<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'users_phone_unique')) throw new UserConflictError('phone');
    if (isUniqueViolation(error, 'users_username_lower_unique')) throw new UserConflictError('username');
    throw error;
  }
}

async function writeMembership(db: DbOrTx, userId: number, membership: Membership, now: Date): Promise<void> {
  await db.delete(userOrganisations).where(eq(userOrganisations.userId, userId));
  await db.insert(userOrganisations).values(
    membership.orgIds.map((orgId) => ({
      userId,
      orgId,
      isDefault: orgId === membership.defaultOrgId,
      createdAt: now,
    })),
  );
  await db.delete(userRoles).where(eq(userRoles.userId, userId));
  await db.insert(userRoles).values(membership.roleIds.map((roleId) => ({ userId, roleId })));
}

/** Writes of user administration; each change runs with its operation-log entry in one transaction. */
function createUserAdminWrites(db: DbOrTx) {
  return {
    async insertUser(
      values: UserProfileValues & { tenantId: number; passwordHash: string; now: Date },
    ): Promise<number> {
      const { now, ...fields } = values;
      const [row] = await translateConflicts(() =>
        db
          .insert(users)
          .values({
            ...fields,
            passwordChangedAt: now,
            // The administrator chose this password, so its owner must replace it.
            mustChangePassword: true,
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: users.id }),
      );
      if (!row) throw new Error('user insert returned nothing');
      return row.id;
    },

    async updateProfile(userId: number, values: UserProfileValues, now: Date): Promise<void> {
      await translateConflicts(() =>
        db
          .update(users)
          .set({ ...values, updatedAt: now })
          .where(eq(users.id, userId)),
      );
    },

    /** Replaces the user's organisations (one of them the default) and roles. */
    async replaceMembership(userId: number, membership: Membership, now: Date): Promise<void> {
      try {
        await writeMembership(db, userId, membership, now);
      } catch (error) {
        if (isReferenceViolation(error)) throw new MembershipGoneError();
        throw error;
      }
    },

    /** A temporary password: to be changed at the next sign-in; every sign-in before now ends. */
    async setTemporaryPassword(userId: number, passwordHash: string, now: Date): Promise<void> {
      await db
        .update(users)
        .set({
          passwordHash,
          passwordChangedAt: now,
          mustChangePassword: true,
          tokensNotBefore: now,
          updatedAt: now,
        })
        .where(eq(users.id, userId));
    },

    /** Disabling also ends every sign-in before now, so re-enabling does not revive them. */
    async setStatus(userId: number, tenantId: number, status: UserStatus, now: Date): Promise<void> {
      await db
        .update(users)
        .set({ status, updatedAt: now, ...(status === 'disabled' ? { tokensNotBefore: now } : {}) })
        .where(and(eq(users.id, userId), eq(users.tenantId, tenantId)));
    },
  };
}

export interface UserAdminUnitOfWork {
  writes: ReturnType<typeof createUserAdminWrites>;
  queries: UserAdminQueries;
  logs: OperationLogRepository;
}

export function createUserAdminRepository(db: Db) {
  return {
    ...createUserAdminQueries(db),
    /** Runs `work` in one transaction: the change, its re-read and its log entry. */
    transaction<T>(work: (unit: UserAdminUnitOfWork) => Promise<T>): Promise<T> {
      return db.transaction((tx) =>
        work({
          writes: createUserAdminWrites(tx),
          queries: createUserAdminQueries(tx),
          logs: createOperationLogRepository(tx),
        }),
      );
    },
  };
}

export type UserAdminRepository = ReturnType<typeof createUserAdminRepository>;
