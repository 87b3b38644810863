export { createWebhookDispatcher, type WebhookDispatcher } from './webhook-dispatcher';
export { recordWebhookEvent, type WebhookEvent } from './webhook-outbox';
export { sendWebhook } from './webhook-sender';
export { createWebhooksRepository, type WebhooksRepository } from './webhooks.repository';
export { webhooksRoutes } from './webhooks.routes';
export { createWebhooksService, type WebhooksService } from './webhooks.service';
