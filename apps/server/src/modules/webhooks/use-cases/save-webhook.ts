import {
  WEBHOOK_ENDPOINTS_MAX,
  type WebhookBody,
  type WebhookEndpoint,
  type WebhookWithSecret,
} from '@lyp/shared/integrations/webhook.schemas';
import { AppError } from '../../../lib/app-error';
import { newWebhookSecret } from '../webhook-secret';
import {
  actorOf,
  settingsOf,
  toWebhookEndpoint,
  WEBHOOK_TARGET_TYPE,
  type WebhookCaller,
} from '../webhook.view';
import { checkUrl, requireEndpoint, requireManager, type WebhooksServiceDeps } from './webhook-deps';

const settingsFrom = (body: WebhookBody) => ({
  url: body.url,
  description: body.description ?? null,
  events: [...new Set(body.events)],
  enabled: body.enabled,
});

/** A new endpoint and its signing secret, answered this once. */
export function createWebhook(deps: WebhooksServiceDeps) {
  const { webhooks, clock, operationLog } = deps;
  return async (caller: WebhookCaller, body: WebhookBody): Promise<WebhookWithSecret> => {
    const { principal } = caller;
    await requireManager(deps, principal);
    await checkUrl(deps, body.url);
    if ((await webhooks.countByOrg(principal.orgId)) >= WEBHOOK_ENDPOINTS_MAX)
      throw new AppError('WEBHOOK_TOO_MANY', { params: { max: WEBHOOK_ENDPOINTS_MAX } });
    const settings = settingsFrom(body);
    const { secret, secretHint } = newWebhookSecret();
    const now = clock.now();
    const id = await webhooks.transaction(async (scope) => {
      const created = await scope.endpoints.insert({
        ...settings,
        tenantId: principal.tenantId,
        orgId: principal.orgId,
        createdBy: principal.userId,
        secretSealed: deps.secrets.seal(secret),
        secretHint,
        createdAt: now,
        updatedAt: now,
      });
      await operationLog.record(
        actorOf(caller),
        {
          action: 'webhook.create',
          targetType: WEBHOOK_TARGET_TYPE,
          targetId: created,
          summary: `新增事件推送地址 ${settings.url}`.slice(0, 200),
          after: settingsOf(settings),
        },
        scope.logs,
      );
      return created;
    });
    return { endpoint: toWebhookEndpoint(await requireEndpoint(deps, principal, id)), secret };
  };
}

/** New settings, in force for the next event (deliveries already queued keep their endpoint). */
export function updateWebhook(deps: WebhooksServiceDeps) {
  const { webhooks, clock, operationLog } = deps;
  return async (caller: WebhookCaller, id: number, body: WebhookBody): Promise<WebhookEndpoint> => {
    const { principal } = caller;
    await requireManager(deps, principal);
    const before = await requireEndpoint(deps, principal, id);
    await checkUrl(deps, body.url);
    const settings = settingsFrom(body);
    await webhooks.update(id, { ...settings, updatedAt: clock.now() });
    await operationLog.record(actorOf(caller), {
      action: 'webhook.update',
      targetType: WEBHOOK_TARGET_TYPE,
      targetId: id,
      summary: `修改事件推送地址 ${settings.url}`.slice(0, 200),
      before: settingsOf(before),
      after: settingsOf(settings),
    });
    return toWebhookEndpoint(await requireEndpoint(deps, principal, id));
  };
}
