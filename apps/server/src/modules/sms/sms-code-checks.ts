import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { smsCodes } from '../../db/schema';

export type SmsCodeRecord = typeof smsCodes.$inferSelect;

/** Reading a phone's codes and spending their attempts. */
export function createSmsCodeChecks(db: Db) {
  return {
    async findById(id: number): Promise<SmsCodeRecord | undefined> {
      const [row] = await db.select().from(smsCodes).where(eq(smsCodes.id, id));
      return row;
    },

    /** The newest code of the phone (for one purpose, or any): a newer code supersedes older ones. */
    async latest(phone: string, purpose?: string): Promise<SmsCodeRecord | undefined> {
      const [row] = await db
        .select()
        .from(smsCodes)
        .where(and(eq(smsCodes.phone, phone), purpose ? eq(smsCodes.purpose, purpose) : undefined))
        .orderBy(desc(smsCodes.createdAt), desc(smsCodes.id))
        .limit(1);
      return row;
    },

    /**
     * Takes one of the code's attempts before the comparison is made, atomically; parallel
     * guesses therefore never get more than the allowed number of comparisons. Returns the
     * attempts used so far, or undefined when the code is used up, expired or exhausted.
     */
    async reserveAttempt(id: number, now: Date, maxAttempts: number): Promise<number | undefined> {
      const [row] = await db
        .update(smsCodes)
        .set({ failedAttempts: sql`${smsCodes.failedAttempts} + 1` })
        .where(
          and(
            eq(smsCodes.id, id),
            isNull(smsCodes.consumedAt),
            gt(smsCodes.expiresAt, now),
            lt(smsCodes.failedAttempts, maxAttempts),
          ),
        )
        .returning({ failedAttempts: smsCodes.failedAttempts });
      return row?.failedAttempts;
    },

    /** Gives back an attempt that turned out to be the right code. */
    async releaseAttempt(id: number): Promise<void> {
      await db
        .update(smsCodes)
        .set({ failedAttempts: sql`${smsCodes.failedAttempts} - 1` })
        .where(and(eq(smsCodes.id, id), gt(smsCodes.failedAttempts, 0)));
    },

    /** Uses the code up (and gives back its attempt); false when another request used it first. */
    async consumeReserved(id: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(smsCodes)
        .set({ consumedAt: now, failedAttempts: sql`greatest(${smsCodes.failedAttempts} - 1, 0)` })
        .where(and(eq(smsCodes.id, id), isNull(smsCodes.consumedAt)))
        .returning({ id: smsCodes.id });
      return rows.length === 1;
    },
  };
}
