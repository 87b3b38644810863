import type { PageQuery } from '@lyp/shared/api/envelope';
import type { ApiClientCall, ApiClientList } from '@lyp/shared/integrations/api-client.schemas';
import { pageWindow } from '../../lib/paging';
import type { Principal } from '../../lib/principal';
import { managementRefusal, requireClient } from './api-client-access';
import { grantableScopes } from './api-client-scopes';
import { toApiClient } from './api-client.view';
import type { ApiClientsServiceDeps } from './use-cases/api-client-deps';
import { revokeApiClient, rotateApiClientSecret } from './use-cases/api-client-keys';
import { createApiClient, updateApiClient } from './use-cases/save-api-client';

export type { ApiClientsServiceDeps } from './use-cases/api-client-deps';

/**
 * API 客户端: the company's main account makes, changes, re-keys and stops the clients its own
 * systems call the API with. Every change is in the operation log, never a secret.
 */
export function createApiClientsService(deps: ApiClientsServiceDeps) {
  const { clients, companies } = deps;
  return {
    async list(principal: Principal): Promise<ApiClientList> {
      const [records, grantable, refusal] = await Promise.all([
        clients.listByOrg(principal.orgId),
        grantableScopes(clients, principal),
        managementRefusal(companies, principal),
      ]);
      return { records: records.map(toApiClient), grantableScopes: refusal ? [] : grantable, refusal };
    },
    create: createApiClient(deps),
    update: updateApiClient(deps),
    rotate: rotateApiClientSecret(deps),
    revoke: revokeApiClient(deps),

    /** The client's calls and changes, newest first. */
    async calls(principal: Principal, id: number, page: PageQuery) {
      await requireClient(clients, principal, id);
      const { rows, total } = await clients.calls(id, pageWindow(page));
      const records: ApiClientCall[] = rows.map((row) => ({
        ...row,
        createdAt: row.createdAt.toISOString(),
      }));
      return { records, total, current: page.current, size: page.size };
    },
  };
}

export type ApiClientsService = ReturnType<typeof createApiClientsService>;
