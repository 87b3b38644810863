import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { smsCodes } from '../../db/schema';

export type SendSlot =
  | { granted: true; id: number }
  | { granted: false; refused: 'cooldown'; retryAfterMs: number }
  | { granted: false; refused: 'daily' };

/** Lock namespace for per-phone send decisions (two-int advisory locks). */
const PHONE_LOCK_NAMESPACE = 7201;

/** Recording codes within the phone's limits, and removing one that was never delivered. */
export function createSmsCodeSends(db: Db) {
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
  };
}
