import type { WebhookList } from '@lyp/shared/integrations/webhook.schemas';
import type { Principal } from '../../lib/principal';
import { managementRefusal } from '../api-clients';
import { toWebhookEndpoint } from './webhook.view';
import { WEBHOOK_SUBJECT, type WebhooksServiceDeps } from './use-cases/webhook-deps';
import { webhookDeliveries } from './use-cases/webhook-deliveries';
import { removeWebhook, rotateWebhookSecret } from './use-cases/webhook-keys';
import { createWebhook, updateWebhook } from './use-cases/save-webhook';

export type { WebhooksServiceDeps } from './use-cases/webhook-deps';

/**
 * 事件推送: the company's main account registers the HTTPS endpoints its systems hear events
 * at, sees what was sent and what came back, and sends again. Sending is the dispatcher's.
 */
export function createWebhooksService(deps: WebhooksServiceDeps) {
  return {
    async list(principal: Principal): Promise<WebhookList> {
      const [records, refusal] = await Promise.all([
        deps.webhooks.listByOrg(principal.orgId),
        managementRefusal(deps.companies, principal, WEBHOOK_SUBJECT),
      ]);
      return { records: records.map(toWebhookEndpoint), refusal };
    },
    create: createWebhook(deps),
    update: updateWebhook(deps),
    rotate: rotateWebhookSecret(deps),
    remove: removeWebhook(deps),
    deliveries: webhookDeliveries(deps),
  };
}

export type WebhooksService = ReturnType<typeof createWebhooksService>;
