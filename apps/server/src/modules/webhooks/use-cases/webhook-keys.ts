import type { WebhookEndpoint, WebhookWithSecret } from '@lyp/shared/integrations/webhook.schemas';
import { newWebhookSecret } from '../webhook-secret';
import { actorOf, toWebhookEndpoint, WEBHOOK_TARGET_TYPE, type WebhookCaller } from '../webhook.view';
import { requireEndpoint, requireManager, type WebhooksServiceDeps } from './webhook-deps';

/** A new signing secret: every request from now on (retries included) is signed with it. */
export function rotateWebhookSecret(deps: WebhooksServiceDeps) {
  const { webhooks, clock, operationLog } = deps;
  return async (caller: WebhookCaller, id: number): Promise<WebhookWithSecret> => {
    const { principal } = caller;
    await requireManager(deps, principal);
    const endpoint = await requireEndpoint(deps, principal, id);
    const { secret, secretHint } = newWebhookSecret();
    await webhooks.update(id, {
      secretSealed: deps.secrets.seal(secret),
      secretHint,
      updatedAt: clock.now(),
    });
    await operationLog.record(actorOf(caller), {
      action: 'webhook.rotate',
      targetType: WEBHOOK_TARGET_TYPE,
      targetId: id,
      summary: `重置事件推送地址 ${endpoint.url} 的签名密钥`.slice(0, 200),
    });
    return { endpoint: toWebhookEndpoint(await requireEndpoint(deps, principal, id)), secret };
  };
}

/** Removes the endpoint: nothing more is sent to it, and what waited is given up. */
export function removeWebhook(deps: WebhooksServiceDeps) {
  const { webhooks, clock, operationLog } = deps;
  return async (caller: WebhookCaller, id: number): Promise<WebhookEndpoint> => {
    const { principal } = caller;
    await requireManager(deps, principal);
    const endpoint = await requireEndpoint(deps, principal, id);
    const now = clock.now();
    await webhooks.transaction(async (scope) => {
      await scope.endpoints.update(id, { removedAt: now, enabled: false, updatedAt: now });
      await scope.endpoints.abandonPending(id, '推送地址已删除');
      await operationLog.record(
        actorOf(caller),
        {
          action: 'webhook.remove',
          targetType: WEBHOOK_TARGET_TYPE,
          targetId: id,
          summary: `删除事件推送地址 ${endpoint.url}`.slice(0, 200),
        },
        scope.logs,
      );
    });
    return toWebhookEndpoint({ ...endpoint, enabled: false, removedAt: now });
  };
}
