import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { SendResult } from './webhook-sender';

/** Seconds to wait after the nth failed attempt (the last one repeats until the day is out). */
const BACKOFF_SECONDS = [10, 60, 5 * 60, 15 * 60, 30 * 60, 60 * 60, 2 * 3600, 4 * 3600];
export const backoffSeconds = (attempts: number) =>
  BACKOFF_SECONDS[Math.min(attempts, BACKOFF_SECONDS.length) - 1] ?? BACKOFF_SECONDS[0]!;

export type Claimed = {
  id: number;
  eventId: string;
  eventType: string;
  body: string;
  attempts: number;
  retryUntil: Date;
  /** The lease this round holds: its record applies only while nobody took the row since. */
  lockedUntil: Date;
  url: string;
  secretSealed: string;
};

/** The dispatcher's statements: lease what is due, record each attempt, give up what lapsed. */
export function createWebhookDeliveryWrites(db: Db, leaseSeconds: number) {
  /** A disabled endpoint's deliveries wait for it to be enabled, but not past their day. */
  async function giveUpLapsed(now: Date): Promise<void> {
    await db.execute(sql`
      UPDATE webhook_deliveries d SET status = 'failed', next_attempt_at = NULL,
        last_error = '推送地址已停用，超过重试期限未能投递'
      FROM webhook_endpoints e
      WHERE e.id = d.endpoint_id AND NOT e.enabled AND d.status = 'pending' AND d.retry_until <= ${now}`);
  }

  async function claimDue(limit: number, now: Date): Promise<Claimed[]> {
    const leaseEnds = new Date(now.getTime() + leaseSeconds * 1000);
    const result = await db.execute<Claimed>(sql`
      UPDATE webhook_deliveries d
      SET locked_until = ${leaseEnds}, attempts = d.attempts + 1
      FROM webhook_endpoints e
      WHERE e.id = d.endpoint_id AND d.id IN (
        SELECT due.id FROM webhook_deliveries due
        JOIN webhook_endpoints target ON target.id = due.endpoint_id
        WHERE due.status = 'pending' AND due.next_attempt_at <= ${now}
          AND (due.locked_until IS NULL OR due.locked_until <= ${now})
          AND target.enabled AND target.removed_at IS NULL
        ORDER BY due.next_attempt_at, due.id
        LIMIT ${limit}
        FOR UPDATE OF due SKIP LOCKED)
      RETURNING d.id, d.event_id AS "eventId", d.event_type AS "eventType", d.body, d.attempts,
        d.retry_until AS "retryUntil", d.locked_until AS "lockedUntil", e.url,
        e.secret_sealed AS "secretSealed"`);
    return result.rows.map((row) => ({
      ...row,
      id: Number(row.id),
      retryUntil: new Date(row.retryUntil),
      lockedUntil: new Date(row.lockedUntil),
    }));
  }

  /**
   * The attempt, always; the delivery's new state only while this round still holds its lease
   * (a replay or another instance may have taken it meanwhile), judged against the row's own
   * retry limit (a replay may have moved it).
   */
  async function record(delivery: Claimed, result: SendResult, now: Date): Promise<void> {
    const received = result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;
    const next = received ? null : new Date(now.getTime() + backoffSeconds(delivery.attempts) * 1000);
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        INSERT INTO webhook_attempts (delivery_id, attempted_at, duration_ms, status_code, response, error)
        VALUES (${delivery.id}, ${now}, ${result.durationMs}, ${result.statusCode}, ${result.response}, ${result.error})`);
      await tx.execute(sql`
        UPDATE webhook_deliveries SET
          status = CASE WHEN ${received} THEN 'delivered' WHEN retry_until <= ${now} THEN 'failed' ELSE 'pending' END,
          delivered_at = ${received ? now : null},
          next_attempt_at = CASE WHEN retry_until <= ${now} THEN NULL ELSE ${next}::timestamptz END,
          locked_until = NULL,
          last_status_code = ${result.statusCode},
          last_error = ${result.error?.slice(0, 200) ?? null}
        WHERE id = ${delivery.id} AND locked_until = ${delivery.lockedUntil}`);
    });
  }

  return { giveUpLapsed, claimDue, record };
}
