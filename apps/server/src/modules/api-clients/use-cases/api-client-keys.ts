import type { ApiClient, ApiClientWithSecret } from '@lyp/shared/integrations/api-client.schemas';
import { requireActiveClient, requireClient, requireManager } from '../api-client-access';
import { newClientSecret } from '../api-client-secrets';
import { actorOf, API_CLIENT_TARGET_TYPE, toApiClient, type ApiClientCaller } from '../api-client.view';
import { reread, requireGrantable, type ApiClientsServiceDeps } from './api-client-deps';

/**
 * A new secret: the old one and every token it got stop working at once. Whoever holds the new
 * secret acts as the client, so the caller must hold all its permissions and becomes its maker:
 * from now on the client is bounded by the caller's rights, not the first maker's.
 */
export function rotateApiClientSecret(deps: ApiClientsServiceDeps) {
  const { clients, companies, clock, operationLog } = deps;
  return async (caller: ApiClientCaller, id: number): Promise<ApiClientWithSecret> => {
    const { principal } = caller;
    await requireManager(companies, principal);
    const client = await requireActiveClient(clients, principal, id);
    await requireGrantable(deps, principal, client.scopes);
    const { secret, secretSha256, secretHint } = newClientSecret();
    const now = clock.now();
    await clients.transaction(async (scope) => {
      await scope.clients.update(id, {
        secretSha256,
        secretHint,
        secretRotatedAt: now,
        createdBy: principal.userId,
      });
      await scope.clients.revokeTokens(id, now, 'client_rotated');
      await operationLog.record(
        actorOf(caller),
        {
          action: 'api_client.rotate',
          targetType: API_CLIENT_TARGET_TYPE,
          targetId: id,
          summary: `重置 API 客户端「${client.name}」的密钥（${client.clientId}）`,
        },
        scope.logs,
      );
    });
    return { client: await reread(deps, principal, id), clientSecret: secret };
  };
}

/** Stops the client for good, with its tokens; stopping a stopped one changes nothing. */
export function revokeApiClient(deps: ApiClientsServiceDeps) {
  const { clients, companies, clock, operationLog } = deps;
  return async (caller: ApiClientCaller, id: number): Promise<ApiClient> => {
    const { principal } = caller;
    await requireManager(companies, principal);
    const client = await requireClient(clients, principal, id);
    if (client.revokedAt) return toApiClient(client);
    const now = clock.now();
    await clients.transaction(async (scope) => {
      await scope.clients.update(id, { revokedAt: now, revokedBy: principal.userId });
      await scope.clients.revokeTokens(id, now, 'client_revoked');
      await operationLog.record(
        actorOf(caller),
        {
          action: 'api_client.revoke',
          targetType: API_CLIENT_TARGET_TYPE,
          targetId: id,
          summary: `停用 API 客户端「${client.name}」（${client.clientId}）`,
        },
        scope.logs,
      );
    });
    return reread(deps, principal, id);
  };
}
