import type { WebhookDelivery, WebhookEndpoint } from '@lyp/shared/integrations/webhook.schemas';
import type { WebhookEventType } from '@lyp/shared/integrations/webhook-events';
import type { Principal } from '../../lib/principal';
import type { Actor } from '../operation-log';
import type { DeliveryRecord, ListedEndpoint } from './webhooks.repository';

export const WEBHOOK_TARGET_TYPE = 'webhook_endpoint';

/** Who manages endpoints: the signed-in account, from its address. */
export interface WebhookCaller {
  principal: Principal;
  ip: string;
}

export const actorOf = ({ principal, ip }: WebhookCaller): Actor => ({
  userId: principal.userId,
  tenantId: principal.tenantId,
  ip,
});

export function toWebhookEndpoint(record: ListedEndpoint): WebhookEndpoint {
  return {
    id: record.id,
    url: record.url,
    description: record.description,
    events: record.events as WebhookEventType[],
    enabled: record.enabled,
    secretHint: record.secretHint,
    createdByName: record.createdByName,
    createdAt: record.createdAt.toISOString(),
    lastDelivery: record.lastDelivery && {
      status: record.lastDelivery.status,
      createdAt: record.lastDelivery.createdAt.toISOString(),
    },
  };
}

export function toWebhookDelivery(record: DeliveryRecord): WebhookDelivery {
  return {
    id: record.id,
    eventId: record.eventId,
    eventType: record.eventType,
    status: record.status,
    attempts: record.attempts,
    createdAt: record.createdAt.toISOString(),
    nextAttemptAt: record.nextAttemptAt?.toISOString() ?? null,
    deliveredAt: record.deliveredAt?.toISOString() ?? null,
    lastStatusCode: record.lastStatusCode,
    lastError: record.lastError,
  };
}

/** What the operation log keeps of an endpoint: never its secret. */
export const settingsOf = (record: {
  url: string;
  description: string | null;
  events: string[];
  enabled: boolean;
}) => ({
  url: record.url,
  description: record.description,
  events: record.events,
  enabled: record.enabled,
});
