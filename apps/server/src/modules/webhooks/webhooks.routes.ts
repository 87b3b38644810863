import { ENDPOINTS } from '@lyp/shared/api/endpoints';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ok } from '../../lib/respond';
import { route } from '../../plugins/endpoint-routes';
import { requirePrincipal } from '../../plugins/route-access';
import type { WebhookCaller } from './webhook.view';
import type { WebhooksService } from './webhooks.service';

const callerOf = (request: FastifyRequest): WebhookCaller => ({
  principal: requirePrincipal(request),
  ip: request.ip,
});

export const webhooksRoutes: FastifyPluginAsync<{ webhooks: WebhooksService }> = async (
  app,
  { webhooks },
) => {
  route(app, ENDPOINTS.webhookList, async (request) => ok(await webhooks.list(requirePrincipal(request))));
  route(app, ENDPOINTS.webhookCreate, async (request) =>
    ok(await webhooks.create(callerOf(request), request.body), '推送地址已添加，请立即保存签名密钥'),
  );
  route(app, ENDPOINTS.webhookUpdate, async (request) =>
    ok(await webhooks.update(callerOf(request), request.params.id, request.body), '推送地址已保存'),
  );
  route(app, ENDPOINTS.webhookRotate, async (request) =>
    ok(await webhooks.rotate(callerOf(request), request.params.id), '签名密钥已重置，请立即保存新密钥'),
  );
  route(app, ENDPOINTS.webhookRemove, async (request) =>
    ok(await webhooks.remove(callerOf(request), request.params.id), '推送地址已删除'),
  );
  route(app, ENDPOINTS.webhookPing, async (request) =>
    ok(await webhooks.deliveries.ping(callerOf(request), request.params.id), '测试事件已排队发送'),
  );
  route(app, ENDPOINTS.webhookDeliveries, async (request) =>
    ok(await webhooks.deliveries.page(requirePrincipal(request), request.params.id, request.query)),
  );
  route(app, ENDPOINTS.webhookDelivery, async (request) =>
    ok(await webhooks.deliveries.detail(requirePrincipal(request), request.params.id)),
  );
  route(app, ENDPOINTS.webhookReplay, async (request) =>
    ok(await webhooks.deliveries.replay(callerOf(request), request.params.id), '已重新排队投递'),
  );
};
