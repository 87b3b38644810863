import { randomUUID } from 'node:crypto';
import { WEBHOOK_PING, type WebhookEventType } from '@lyp/shared/integrations/webhook-events';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/** Retries of a delivery stop this long after the event (or after a replay). */
export const WEBHOOK_RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;

export interface WebhookEvent {
  type: WebhookEventType;
  /** The organisations the event concerns: each one's subscribed endpoints hear of it. */
  orgIds: ReadonlyArray<number | null | undefined>;
  /** Ids and facts, no text for people; amounts in fen. */
  data: Record<string, unknown>;
  occurredAt: Date;
}

/** The body every endpoint of `orgId` gets, as it is signed and sent. */
function bodyOf(eventId: string, type: string, orgId: number, occurredAt: Date, data: object): string {
  return JSON.stringify({ id: eventId, type, createdAt: occurredAt.toISOString(), orgId, data });
}

/**
 * Writes the event's deliveries in the caller's transaction: they commit (and are sent) with the
 * fact, or not at all. One statement, and nothing for organisations without a subscribed endpoint,
 * so a fact's own transaction barely notices. Sending is the dispatcher's, later.
 */
export async function recordWebhookEvent(db: DbOrTx, event: WebhookEvent): Promise<void> {
  const orgIds = [...new Set(event.orgIds.filter((id): id is number => typeof id === 'number'))];
  if (orgIds.length === 0) return;
  const eventId = randomUUID();
  const bodies = orgIds.map((orgId) => bodyOf(eventId, event.type, orgId, event.occurredAt, event.data));
  const retryUntil = new Date(event.occurredAt.getTime() + WEBHOOK_RETRY_WINDOW_MS);
  await db.execute(sql`
    INSERT INTO webhook_deliveries
      (event_id, event_type, endpoint_id, body, status, next_attempt_at, retry_until, created_at)
    SELECT ${eventId}, ${event.type}, e.id, b.body, 'pending', ${event.occurredAt}, ${retryUntil}, ${event.occurredAt}
    FROM unnest(${sql.param(orgIds)}::int[], ${sql.param(bodies)}::text[]) AS b(org_id, body)
    JOIN webhook_endpoints e ON e.org_id = b.org_id
    WHERE e.enabled AND e.removed_at IS NULL AND ${event.type} = ANY(e.events)`);
}

/** 发送测试事件: a ping to one endpoint, whatever it subscribes to. Answers the delivery's id. */
export async function recordWebhookPing(
  db: DbOrTx,
  endpoint: { id: number; orgId: number },
  now: Date,
): Promise<number> {
  const eventId = randomUUID();
  const body = bodyOf(eventId, WEBHOOK_PING, endpoint.orgId, now, { message: '这是一条测试事件' });
  const retryUntil = new Date(now.getTime() + WEBHOOK_RETRY_WINDOW_MS);
  const result = await db.execute<{ id: number }>(sql`
    INSERT INTO webhook_deliveries
      (event_id, event_type, endpoint_id, body, status, next_attempt_at, retry_until, created_at)
    VALUES (${eventId}, ${WEBHOOK_PING}, ${endpoint.id}, ${body}, 'pending', ${now}, ${retryUntil}, ${now})
    RETURNING id`);
  return Number(result.rows[0]!.id);
}
