import { WEBHOOK_HEADERS } from '@lyp/shared/integrations/webhook-events';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { SecretBox } from '../../lib/secret-box';
import { signWebhook } from './webhook-signature';
import { createWebhookDeliveryWrites, type Claimed } from './webhook-delivery-writes';
import type { SendResult, WebhookSend } from './webhook-sender';
import { addressRefusal } from './webhook-target';

export interface WebhookDispatcherDeps {
  db: Db;
  clock: Clock;
  secrets: SecretBox;
  send: WebhookSend;
  allowPrivateTargets: boolean;
  leaseSeconds: number;
}

/**
 * Sends what the outbox holds. Each round leases the deliveries that are due (SKIP LOCKED: any
 * number of instances share the work), sends them, and records every attempt; a failure is tried
 * again later, less often each time, until a day has passed. A process killed mid-send leaves
 * its lease to lapse and the delivery is sent again: at least once, perhaps twice.
 */
export function createWebhookDispatcher(deps: WebhookDispatcherDeps) {
  const { clock } = deps;
  const writes = createWebhookDeliveryWrites(deps.db, deps.leaseSeconds);

  /** One send; a failure before it (a secret sealed under another APP_SECRET) is an attempt too. */
  async function attempt(delivery: Claimed): Promise<SendResult> {
    try {
      return await send(delivery);
    } catch (error) {
      const cause = error instanceof Error ? error.message : String(error);
      return {
        statusCode: null,
        response: null,
        error: `未能签名发送：${cause}`.slice(0, 200),
        durationMs: 0,
      };
    }
  }

  async function send(delivery: Claimed): Promise<SendResult> {
    const refusal = await addressRefusal(delivery.url, deps.allowPrivateTargets);
    if (refusal) return { statusCode: null, response: null, error: refusal, durationMs: 0 };
    const timestamp = Math.floor(clock.now().getTime() / 1000);
    return deps.send(
      delivery.url,
      {
        [WEBHOOK_HEADERS.event]: delivery.eventType,
        [WEBHOOK_HEADERS.delivery]: delivery.eventId,
        [WEBHOOK_HEADERS.timestamp]: String(timestamp),
        [WEBHOOK_HEADERS.signature]: signWebhook(
          deps.secrets.open(delivery.secretSealed),
          timestamp,
          delivery.body,
        ),
      },
      delivery.body,
    );
  }

  return {
    /** One round: sends up to `limit` due deliveries at once; answers how many were tried. */
    async deliverDue(limit = 20): Promise<number> {
      await writes.giveUpLapsed(clock.now());
      const claimed = await writes.claimDue(limit, clock.now());
      await Promise.all(
        claimed.map(async (delivery) => writes.record(delivery, await attempt(delivery), clock.now())),
      );
      return claimed.length;
    },
  };
}

export type WebhookDispatcher = ReturnType<typeof createWebhookDispatcher>;
