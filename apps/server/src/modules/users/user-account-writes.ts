import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/pg-errors';
import { users } from '../../db/schema';

/** Thrown when a phone number is taken at write time (a concurrent sign-up or change). */
export class PhoneTakenError extends Error {}
/** Thrown when a username is taken at write time. */
export class UsernameTakenError extends Error {}

/** Changes an account's owner makes to it: username, phone, password, signing out everywhere. */
export function createUserAccountWrites(db: Db) {
  return {
    async updateUsername(userId: number, username: string, now: Date): Promise<void> {
      try {
        await db.update(users).set({ username, updatedAt: now }).where(eq(users.id, userId));
      } catch (error) {
        if (isUniqueViolation(error, 'users_username_lower_unique')) throw new UsernameTakenError();
        throw error;
      }
    },

    async updatePhone(userId: number, phone: string, now: Date): Promise<void> {
      try {
        await db.update(users).set({ phone, updatedAt: now }).where(eq(users.id, userId));
      } catch (error) {
        if (isUniqueViolation(error, 'users_phone_unique')) throw new PhoneTakenError();
        throw error;
      }
    },

    /** Every sign-in before now is over, including any refresh racing this call. */
    async markSessionsRevoked(userId: number, now: Date): Promise<void> {
      await db.update(users).set({ tokensNotBefore: now }).where(eq(users.id, userId));
    },

    /** A password the user chose: it also ends an administrator's demand for a new one. */
    async updatePassword(userId: number, passwordHash: string, now: Date): Promise<void> {
      await db
        .update(users)
        .set({ passwordHash, passwordChangedAt: now, mustChangePassword: false, updatedAt: now })
        .where(eq(users.id, userId));
    },
  };
}
