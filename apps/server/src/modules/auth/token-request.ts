import { grantTypeSchema, tokenRequestSchema, type TokenRequest } from '@lyp/shared/auth/auth.schemas';
import { OAuthError } from '../../lib/oauth-error';
import { invalidClient, type ClientCredentials } from './oauth-clients';

/** Reading a token request (RFC 6749 §3.2, §2.3.1) into a client and a grant, or an OAuthError. */

export type TokenParameters = Record<string, string>;

const shown = (name: string) => name.slice(0, 40);

function invalidRequest(message: string, description: string): OAuthError {
  return new OAuthError('invalid_request', message, { description });
}

/**
 * The parameters of the query string and of a form body, as one set. §3.2: a parameter
 * without a value counts as omitted, and none may be given twice (in one place or both).
 */
export function collectTokenParameters(...sources: unknown[]): TokenParameters {
  const parameters = new Map<string, string>();
  for (const source of sources) {
    if (source === undefined || source === null) continue;
    for (const [name, value] of Object.entries(source)) {
      if (Array.isArray(value) || (value !== '' && parameters.has(name)))
        throw invalidRequest(
          `参数 ${shown(name)} 重复出现`,
          `Parameter given more than once: ${shown(name)}`,
        );
      if (typeof value !== 'string')
        throw invalidRequest(`参数 ${shown(name)} 格式不正确`, `Invalid parameter: ${shown(name)}`);
      if (value !== '') parameters.set(name, value);
    }
  }
  return Object.fromEntries(parameters);
}

/** §2.3.1 / Appendix B: id and secret are form-urlencoded before they are joined and base64-encoded. */
function formDecode(value: string): string {
  try {
    return decodeURIComponent(value.replaceAll('+', ' '));
  } catch {
    throw invalidClient('Basic 认证信息格式不正确', 'Malformed HTTP Basic credentials');
  }
}

function basicCredentials(authorization: string | undefined): ClientCredentials | undefined {
  if (!authorization || !/^basic(\s|$)/i.test(authorization)) return undefined;
  const encoded = /^basic\s+([A-Za-z0-9+/]+={0,2})\s*$/i.exec(authorization)?.[1];
  const decoded = encoded ? Buffer.from(encoded, 'base64').toString('utf8') : '';
  const colon = decoded.indexOf(':');
  if (colon <= 0) throw invalidClient('Basic 认证信息格式不正确', 'Malformed HTTP Basic credentials');
  const id = formDecode(decoded.slice(0, colon));
  const secret = formDecode(decoded.slice(colon + 1));
  return secret === '' ? { id } : { id, secret };
}

/**
 * The client's credentials, by HTTP Basic or by client_id/client_secret parameters, or
 * undefined when the request names no client. §2.3: only one method per request.
 */
export function clientCredentials(
  authorization: string | undefined,
  parameters: TokenParameters,
): ClientCredentials | undefined {
  const basic = basicCredentials(authorization);
  const { client_id: id, client_secret: secret } = parameters;
  if (basic) {
    if (secret !== undefined || (id !== undefined && id !== basic.id))
      throw invalidRequest('客户端认证信息只能用一种方式提供', 'Use only one client authentication method');
    return basic;
  }
  if (id === undefined) {
    if (secret !== undefined) throw invalidRequest('缺少参数 client_id', 'Missing parameter: client_id');
    return undefined;
  }
  return secret === undefined ? { id } : { id, secret };
}

/** The grant the parameters ask for, checked by the shared schema. */
export function parseGrant(parameters: TokenParameters): TokenRequest {
  if (parameters.grant_type === undefined)
    throw invalidRequest('缺少参数 grant_type（登录方式）', 'Missing parameter: grant_type');
  const grantType = grantTypeSchema.safeParse(parameters.grant_type);
  if (!grantType.success)
    throw new OAuthError('unsupported_grant_type', grantType.error.issues[0]?.message ?? '不支持的登录方式');
  const grant = tokenRequestSchema.safeParse(parameters);
  if (grant.success) return grant.data;
  const issue = grant.error.issues[0];
  const field = shown(String(issue?.path[0] ?? ''));
  throw invalidRequest(
    issue?.message ?? '登录参数不正确',
    parameters[field] === undefined ? `Missing parameter: ${field}` : `Invalid parameter: ${field}`,
  );
}
