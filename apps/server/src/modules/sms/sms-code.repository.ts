import { and, count, desc, eq, gt, gte, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { smsCodes } from '../../db/schema';

export type SmsCodeRecord = typeof smsCodes.$inferSelect;

export type SendSlot =
  | { granted: true; id: number }
  | { granted: false; refused: 'cooldown'; retryAfterMs: number }
  | { granted: false; refused: 'daily' };

/** Lock namespace for per-phone send decisions (two-int advisory locks). */
const PHONE_LOCK_NAMESPACE = 7201;

export function createSmsCodeRepository(db: Db) {
  return {
    /**
     * Records a new code unless the phone is within its resend interval or over its daily
     * limit. One decision per phone at a time (an advisory lock), so parallel requests
     * cannot all slip through the same gap.
     */
    async insertWithinLimits(input: {
      phone: string;
      purpose: string;
      codeHash: string;
      requestIp: string;
      now: Date;
      expiresAt: Date;
      resendIntervalMs: number;
      dailyLimit: number;
      dayStart: Date;
    }): Promise<SendSlot> {
      const { phone, now } = input;
      return db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(${PHONE_LOCK_NAMESPACE}, hashtext(${phone}))`);
        const [latest] = await tx
          .select({ createdAt: smsCodes.createdAt })
          .from(smsCodes)
          .where(eq(smsCodes.phone, phone))
          .orderBy(desc(smsCodes.createdAt))
          .limit(1);
        if (latest) {
          const retryAfterMs = latest.createdAt.getTime() + input.resendIntervalMs - now.getTime();
          if (retryAfterMs > 0) return { granted: false, refused: 'cooldown', retryAfterMs };
        }
        const [today] = await tx
          .select({ total: count() })
          .from(smsCodes)
          .where(and(eq(smsCodes.phone, phone), gte(smsCodes.createdAt, input.dayStart)));
        if ((today?.total ?? 0) >= input.dailyLimit) return { granted: false, refused: 'daily' };

        const [row] = await tx
          .insert(smsCodes)
          .values({
            phone,
            purpose: input.purpose,
            codeHash: input.codeHash,
            requestIp: input.requestIp,
            createdAt: now,
            expiresAt: input.expiresAt,
          })
          .returning({ id: smsCodes.id });
        if (!row) throw new Error('sms code insert returned nothing');
        return { granted: true, id: row.id };
      });
    },

    async remove(id: number): Promise<void> {
      await db.delete(smsCodes).where(eq(smsCodes.id, id));
    },

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

export type SmsCodeRepository = ReturnType<typeof createSmsCodeRepository>;
