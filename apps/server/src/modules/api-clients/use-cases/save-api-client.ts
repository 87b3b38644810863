import type {
  ApiClient,
  ApiClientBody,
  ApiClientWithSecret,
} from '@lyp/shared/integrations/api-client.schemas';
import { requireActiveClient, requireManager } from '../api-client-access';
import { newClientId, newClientSecret } from '../api-client-secrets';
import { actorOf, API_CLIENT_TARGET_TYPE, settingsOf, type ApiClientCaller } from '../api-client.view';
import { checkedSettings, reread, type ApiClientsServiceDeps } from './api-client-deps';

/** A new client and its secret, answered this once: only its hash is kept. */
export function createApiClient(deps: ApiClientsServiceDeps) {
  const { clients, companies, clock, operationLog } = deps;
  return async (caller: ApiClientCaller, body: ApiClientBody): Promise<ApiClientWithSecret> => {
    const { principal } = caller;
    await requireManager(companies, principal);
    const settings = await checkedSettings(deps, principal, body);
    const { secret, secretSha256, secretHint } = newClientSecret();
    const clientId = newClientId();
    const id = await clients.transaction(async (scope) => {
      const created = await scope.clients.insert({
        ...settings,
        clientId,
        tenantId: principal.tenantId,
        orgId: principal.orgId,
        createdBy: principal.userId,
        secretSha256,
        secretHint,
        createdAt: clock.now(),
      });
      await operationLog.record(
        actorOf(caller),
        {
          action: 'api_client.create',
          targetType: API_CLIENT_TARGET_TYPE,
          targetId: created,
          summary: `新建 API 客户端「${settings.name}」（${clientId}）`,
          after: settingsOf({ ...settings, clientId }),
        },
        scope.logs,
      );
      return created;
    });
    return { client: await reread(deps, principal, id), clientSecret: secret };
  };
}

/** New settings, in force from the client's next call. */
export function updateApiClient(deps: ApiClientsServiceDeps) {
  const { clients, companies, operationLog } = deps;
  return async (caller: ApiClientCaller, id: number, body: ApiClientBody): Promise<ApiClient> => {
    const { principal } = caller;
    await requireManager(companies, principal);
    const before = await requireActiveClient(clients, principal, id);
    const settings = await checkedSettings(deps, principal, body);
    await clients.update(id, settings);
    await operationLog.record(actorOf(caller), {
      action: 'api_client.update',
      targetType: API_CLIENT_TARGET_TYPE,
      targetId: id,
      summary: `修改 API 客户端「${settings.name}」（${before.clientId}）`,
      before: settingsOf(before),
      after: settingsOf({ ...settings, clientId: before.clientId }),
    });
    return reread(deps, principal, id);
  };
}
