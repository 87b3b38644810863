import {
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_PING,
  type WebhookEventType,
} from '@lyp/shared/integrations/webhook-events';
import {
  WEBHOOK_DELIVERY_STATUS_LABELS,
  type WebhookDelivery,
} from '@lyp/shared/integrations/webhook.schemas';

/** An event type by name: 测试事件 for the ping, the type as it is for one the page does not know. */
export function eventLabel(type: string): string {
  if (type === WEBHOOK_PING) return '测试事件';
  return WEBHOOK_EVENT_LABELS[type as WebhookEventType] ?? type;
}

export type DeliveryStatus = WebhookDelivery['status'];

/** How often deliveries still to be sent are asked for again, to show them arrive. */
export const PENDING_POLL_MS = 3_000;

export const DELIVERY_STATUS_COLORS: Record<DeliveryStatus, string> = {
  pending: 'processing',
  delivered: 'green',
  failed: 'red',
};

export const deliveryStatusLabel = (status: DeliveryStatus) => WEBHOOK_DELIVERY_STATUS_LABELS[status];

/** The start of an event id (a UUID), enough to tell rows apart; the whole id is copied. */
export const shortEventId = (eventId: string) => (eventId.length > 8 ? `${eventId.slice(0, 8)}…` : eventId);

/** What the receiver last answered: its HTTP status, or why there was no answer (a timeout). */
export function lastAnswer(delivery: Pick<WebhookDelivery, 'lastStatusCode' | 'lastError'>): string | null {
  return delivery.lastStatusCode !== null ? `HTTP ${delivery.lastStatusCode}` : delivery.lastError;
}
