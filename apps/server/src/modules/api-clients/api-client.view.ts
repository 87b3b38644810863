import type { ApiClient } from '@lyp/shared/integrations/api-client.schemas';
import type { Actor } from '../operation-log';
import type { Principal } from '../../lib/principal';
import type { ApiClientSettings, ListedApiClient } from './api-clients.repository';

export const API_CLIENT_TARGET_TYPE = 'api_client';

/** Who manages clients: the signed-in account, from its address. */
export interface ApiClientCaller {
  principal: Principal;
  ip: string;
}

export const actorOf = ({ principal, ip }: ApiClientCaller): Actor => ({
  userId: principal.userId,
  tenantId: principal.tenantId,
  ip,
});

export function toApiClient(record: ListedApiClient): ApiClient {
  return {
    id: record.id,
    clientId: record.clientId,
    name: record.name,
    scopes: record.scopes,
    ipAllowlist: record.ipAllowlist,
    rateLimitPerMinute: record.rateLimitPerMinute,
    secretHint: record.secretHint,
    status: record.revokedAt ? 'revoked' : 'active',
    createdByName: record.createdByName,
    createdAt: record.createdAt.toISOString(),
    secretRotatedAt: record.secretRotatedAt?.toISOString() ?? null,
    lastUsedAt: record.lastUsedAt?.toISOString() ?? null,
    revokedAt: record.revokedAt?.toISOString() ?? null,
  };
}

/** What the operation log keeps of a client: its settings, never its secret or its hash. */
export function settingsOf(record: ApiClientSettings & { clientId: string }) {
  return {
    clientId: record.clientId,
    name: record.name,
    scopes: record.scopes,
    ipAllowlist: record.ipAllowlist,
    rateLimitPerMinute: record.rateLimitPerMinute,
  };
}
