import type { WebhookBodyInput, WebhookDelivery } from '@lyp/shared/integrations/webhook.schemas';
import { call, queryKeyOf, queryOptionsOf } from '../../../lib/api-call';

/** The organisation's push endpoints, and why the caller may not manage them. */
export const webhookListQuery = () => queryOptionsOf('webhookList');
export const webhookListKey = queryKeyOf('webhookList');

export interface DeliveryPage {
  current: number;
  size: number;
  status?: WebhookDelivery['status'];
}

/** One page of an endpoint's deliveries, newest first, of one status or all. */
export const webhookDeliveriesQuery = (id: number, page: DeliveryPage) =>
  queryOptionsOf('webhookDeliveries', { id, ...page });
export const webhookDeliveriesKey = queryKeyOf('webhookDeliveries');

/** One delivery with the body that was signed and every attempt to send it. */
export const webhookDeliveryQuery = (id: number) => queryOptionsOf('webhookDelivery', { id });
export const webhookDeliveryKey = queryKeyOf('webhookDelivery');

export const webhooksApi = {
  /** The answer carries the new endpoint's signing secret, this once. */
  create: (body: WebhookBodyInput) => call('webhookCreate', body),
  update: (id: number, body: WebhookBodyInput) => call('webhookUpdate', { ...body, id }),
  /** The answer carries the new secret, this once. */
  rotate: (id: number) => call('webhookRotate', { id }),
  remove: (id: number) => call('webhookRemove', { id }),
  /** Queues a webhook.ping to the endpoint, whatever it subscribes to. */
  ping: (id: number) => call('webhookPing', { id }),
  /** Sends the same event (same x-lyp-delivery) again now. */
  replay: (deliveryId: number) => call('webhookReplay', { id: deliveryId }),
};
