import { timingSafeEqual } from 'node:crypto';
import { OAuthError } from '../../lib/oauth-error';
import { sha256Hex } from '../../lib/secrets';

/** A client registered with the token endpoint (RFC 6749 §2). */
export interface OAuthClient {
  id: string;
  name: string;
  /** SHA-256 (hex) of a confidential client's secret; a public client has none (§2.1). */
  secretSha256?: string;
}

/**
 * The registered clients. The web app is a public client: it runs in the browser and can
 * keep no secret, so it identifies itself (or not) but never authenticates.
 */
export const OAUTH_CLIENTS: readonly OAuthClient[] = [{ id: 'lyp-web', name: '乐易拍网页端' }];

/**
 * A request that names no client is the web app's: the platform's clients, the README and
 * the spec's query-string form have always signed in without one, and a public client's id
 * proves nothing anyway (§2.3: public clients do not authenticate).
 */
export const DEFAULT_CLIENT_ID = 'lyp-web';

/** What a request presented: HTTP Basic (§2.3.1) or client_id/client_secret parameters. */
export interface ClientCredentials {
  id: string;
  secret?: string;
}

export type ClientAuthenticator = (credentials: ClientCredentials | undefined) => OAuthClient;

export function invalidClient(message: string, description: string): OAuthError {
  return new OAuthError('invalid_client', `客户端认证失败：${message}`, { description });
}

function sameSecret(secret: string, expectedSha256: string): boolean {
  const actual = Buffer.from(sha256Hex(secret), 'hex');
  const expected = Buffer.from(expectedSha256, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export function createClientAuthenticator(
  clients: readonly OAuthClient[],
  defaultClientId: string,
): ClientAuthenticator {
  const byId = new Map(clients.map((client) => [client.id, client]));
  const defaultClient = byId.get(defaultClientId);
  if (!defaultClient) throw new Error(`default OAuth client ${defaultClientId} is not registered`);

  return (credentials) => {
    if (!credentials) return defaultClient;
    const client = byId.get(credentials.id);
    if (!client) throw invalidClient('未登记的客户端', 'Unknown client');
    if (client.secretSha256 === undefined) {
      // A secret for a client that has none is a wrong secret, not one to ignore.
      if (credentials.secret !== undefined)
        throw invalidClient('该客户端不使用密钥', 'This is a public client: it has no secret');
      return client;
    }
    if (credentials.secret === undefined || !sameSecret(credentials.secret, client.secretSha256))
      throw invalidClient('客户端密钥不正确', 'Wrong or missing client secret');
    return client;
  };
}
