import { randomUUID, timingSafeEqual } from 'node:crypto';
import type { TokenResponse } from '@lyp/shared/auth/auth.schemas';
import type { Clock } from '../../lib/clock';
import { ipAllowed } from '../../lib/ip-allowlist';
import { OAuthError } from '../../lib/oauth-error';
import { generateOpaqueToken, sha256Hex } from '../../lib/secrets';
import { invalidClient, type ClientCredentials, type TokenRepository } from '../auth';
import type { CompaniesRepository } from '../companies';
import type { ApiClientRecord, ApiClientsRepository } from './api-clients.repository';

export interface ClientCredentialsGrantDeps {
  clients: Pick<ApiClientsRepository, 'findByClientId' | 'update'>;
  tokens: Pick<TokenRepository, 'insert'>;
  members: Pick<CompaniesRepository, 'isManagingMember'>;
  clock: Clock;
  accessTokenTtlSeconds: number;
}

export interface ClientCredentialsRequest {
  credentials: ClientCredentials | undefined;
  /** Space-delimited permission codes, narrowing the token. */
  scope: string | undefined;
  ip: string;
}

function sameSecret(secret: string, expectedSha256: string): boolean {
  const actual = Buffer.from(sha256Hex(secret), 'hex');
  const expected = Buffer.from(expectedSha256, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** The active client these credentials prove, or invalid_client (RFC 6749 §5.2). */
async function authenticated(
  deps: ClientCredentialsGrantDeps,
  credentials: ClientCredentials | undefined,
): Promise<ApiClientRecord> {
  if (!credentials?.secret)
    throw invalidClient('请提供 API 客户端的 client_id 与 client_secret', 'Client credentials required');
  const client = await deps.clients.findByClientId(credentials.id);
  if (!client) throw invalidClient('未登记的客户端', 'Unknown client');
  if (!sameSecret(credentials.secret, client.secretSha256))
    throw invalidClient('客户端密钥不正确', 'Wrong or missing client secret');
  if (client.revokedAt) throw invalidClient('该 API 客户端已停用', 'Client revoked');
  return client;
}

/** The codes the token will hold: all the client's, or those `scope` names, each one the client's. */
function grantedScopes(client: ApiClientRecord, scope: string | undefined): string[] | null {
  if (scope === undefined) return null;
  const wanted = [...new Set(scope.split(' '))];
  const beyond = wanted.filter((code) => !client.scopes.includes(code));
  if (beyond.length > 0)
    throw new OAuthError('invalid_scope', `该客户端没有这些权限：${beyond.slice(0, 5).join(' ')}`, {
      description: `Scope not granted to this client: ${beyond.slice(0, 5).join(' ')}`,
    });
  return wanted;
}

/**
 * RFC 6749 §4.4: an API client trades its id and secret for an access token acting for its
 * organisation as the account that made it. No refresh token: it asks again with its secret.
 */
export function createClientCredentialsGrant(deps: ClientCredentialsGrantDeps) {
  return async ({ credentials, scope, ip }: ClientCredentialsRequest): Promise<TokenResponse> => {
    const client = await authenticated(deps, credentials);
    if (!ipAllowed(client.ipAllowlist, ip))
      throw new OAuthError(
        'unauthorized_client',
        `调用地址 ${ip.slice(0, 45)} 不在该 API 客户端的 IP 白名单内`,
        {
          description: 'Calls from this address are not allowed for this client',
        },
      );
    if (!(await deps.members.isManagingMember(client.createdBy, client.orgId)))
      throw new OAuthError('unauthorized_client', '创建该 API 客户端的账号已不再管理其企业，客户端不可用', {
        description: 'The account that made this client no longer manages its organisation',
      });
    const scopes = grantedScopes(client, scope);
    const now = deps.clock.now();
    const accessToken = generateOpaqueToken();
    await deps.tokens.insert({
      userId: client.createdBy,
      tenantId: client.tenantId,
      orgId: client.orgId,
      familyId: randomUUID(),
      familyCreatedAt: now,
      grantType: 'client_credentials',
      accessTokenHash: sha256Hex(accessToken),
      accessExpiresAt: new Date(now.getTime() + deps.accessTokenTtlSeconds * 1000),
      apiClientId: client.id,
      scopes,
      createdAt: now,
    });
    await deps.clients.update(client.id, { lastUsedAt: now });
    return {
      access_token: accessToken,
      token_type: 'bearer',
      expires_in: deps.accessTokenTtlSeconds,
      scope: (scopes ?? client.scopes).join(' '),
      userId: client.createdBy,
      orgId: client.orgId,
      tenantId: client.tenantId,
    };
  };
}

export type ClientCredentialsGrant = ReturnType<typeof createClientCredentialsGrant>;
