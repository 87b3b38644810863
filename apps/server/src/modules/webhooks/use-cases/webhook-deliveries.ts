import type { PageQuery } from '@lyp/shared/api/envelope';
import type { WebhookDelivery, WebhookDeliveryDetail } from '@lyp/shared/integrations/webhook.schemas';
import { AppError } from '../../../lib/app-error';
import { pageWindow } from '../../../lib/paging';
import type { Principal } from '../../../lib/principal';
import { recordWebhookPing, WEBHOOK_RETRY_WINDOW_MS } from '../webhook-outbox';
import { actorOf, toWebhookDelivery, WEBHOOK_TARGET_TYPE, type WebhookCaller } from '../webhook.view';
import type { DeliveryStatus } from '../webhooks.repository';
import { requireEndpoint, requireManager, type WebhooksServiceDeps } from './webhook-deps';

async function requireDelivery(deps: WebhooksServiceDeps, principal: Principal, id: number) {
  const delivery = await deps.webhooks.deliveries.findInOrg(principal.orgId, id);
  if (!delivery) throw new AppError('WEBHOOK_DELIVERY_NOT_FOUND');
  return delivery;
}

/** 投递记录 and 重新投递 of one endpoint. */
export function webhookDeliveries(deps: WebhooksServiceDeps) {
  const { webhooks, clock, operationLog } = deps;
  const reread = async (principal: Principal, id: number) =>
    toWebhookDelivery(await requireDelivery(deps, principal, id));

  return {
    /** 发送测试事件: a webhook.ping, sent by the next dispatcher round. */
    async ping(caller: WebhookCaller, endpointId: number): Promise<WebhookDelivery> {
      await requireManager(deps, caller.principal);
      const endpoint = await requireEndpoint(deps, caller.principal, endpointId);
      if (!endpoint.enabled) throw new AppError('WEBHOOK_DISABLED');
      const id = await recordWebhookPing(webhooks.db, endpoint, clock.now());
      return reread(caller.principal, id);
    },

    async page(principal: Principal, endpointId: number, query: PageQuery & { status?: DeliveryStatus }) {
      await requireEndpoint(deps, principal, endpointId);
      const { rows, total } = await webhooks.deliveries.page(endpointId, {
        ...(query.status ? { status: query.status } : {}),
        ...pageWindow(query),
      });
      return { records: rows.map(toWebhookDelivery), total, current: query.current, size: query.size };
    },

    async detail(principal: Principal, id: number): Promise<WebhookDeliveryDetail> {
      const delivery = await requireDelivery(deps, principal, id);
      const attempts = await webhooks.deliveries.attempts(id);
      return {
        ...toWebhookDelivery(delivery),
        body: delivery.body,
        attemptsMade: attempts.map((row) => ({
          attemptedAt: row.attemptedAt.toISOString(),
          durationMs: row.durationMs,
          statusCode: row.statusCode,
          response: row.response,
          error: row.error,
        })),
      };
    },

    /** 重新投递: the same event (same id, same body) again now, retried for a day if it fails. */
    async replay(caller: WebhookCaller, id: number): Promise<WebhookDelivery> {
      await requireManager(deps, caller.principal);
      const delivery = await requireDelivery(deps, caller.principal, id);
      const endpoint = await requireEndpoint(deps, caller.principal, delivery.endpointId);
      if (!endpoint.enabled) throw new AppError('WEBHOOK_DISABLED');
      const now = clock.now();
      await webhooks.deliveries.replay(id, now, new Date(now.getTime() + WEBHOOK_RETRY_WINDOW_MS));
      await operationLog.record(actorOf(caller), {
        action: 'webhook.replay',
        targetType: WEBHOOK_TARGET_TYPE,
        targetId: delivery.endpointId,
        summary: `重新投递事件 ${delivery.eventType}（${delivery.eventId}）`,
      });
      return reread(caller.principal, id);
    },
  };
}
