import { and, count, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { smsCodes } from '../../db/schema';

export type SmsCodeRecord = typeof smsCodes.$inferSelect;

export function createSmsCodeRepository(db: Db) {
  return {
    async insert(values: Omit<typeof smsCodes.$inferInsert, 'id'>): Promise<number> {
      const [row] = await db.insert(smsCodes).values(values).returning({ id: smsCodes.id });
      if (!row) throw new Error('sms code insert returned nothing');
      return row.id;
    },

    async remove(id: number): Promise<void> {
      await db.delete(smsCodes).where(eq(smsCodes.id, id));
    },

    /** When the phone last got a code, for any purpose. */
    async latestSentAt(phone: string): Promise<Date | undefined> {
      const [row] = await db
        .select({ createdAt: smsCodes.createdAt })
        .from(smsCodes)
        .where(eq(smsCodes.phone, phone))
        .orderBy(desc(smsCodes.createdAt))
        .limit(1);
      return row?.createdAt;
    },

    async countSentSince(phone: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(smsCodes)
        .where(and(eq(smsCodes.phone, phone), gte(smsCodes.createdAt, since)));
      return row?.total ?? 0;
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

    /** Counts a wrong guess; returns the number of wrong guesses so far. */
    async recordFailure(id: number): Promise<number> {
      const [row] = await db
        .update(smsCodes)
        .set({ failedAttempts: sql`${smsCodes.failedAttempts} + 1` })
        .where(eq(smsCodes.id, id))
        .returning({ failedAttempts: smsCodes.failedAttempts });
      return row?.failedAttempts ?? Number.POSITIVE_INFINITY;
    },

    /** Marks the code used; false when someone else used it first (single use under races). */
    async consume(id: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(smsCodes)
        .set({ consumedAt: now })
        .where(and(eq(smsCodes.id, id), isNull(smsCodes.consumedAt)))
        .returning({ id: smsCodes.id });
      return rows.length === 1;
    },
  };
}

export type SmsCodeRepository = ReturnType<typeof createSmsCodeRepository>;
