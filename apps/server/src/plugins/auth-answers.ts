import type { ErrorBody } from '@lyp/shared/api/envelope';
import type { OAuthErrorBody } from '@lyp/shared/auth/auth.schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { asciiDescription, toOAuthError, type OAuthError } from '../lib/oauth-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The shape of the route's failures: 'oauth' for RFC 6749 §5.2 bodies (the token
     * endpoint), the usual `{ code, msg, error }` otherwise.
     */
    errorFormat?: 'oauth';
  }
}

/** Named in every challenge, so a client can tell this API's credentials apart (RFC 7235). */
export const AUTH_REALM = 'lyp';

/** True when the failure belongs to a route that answers in RFC 6749 form. */
export function answersInOAuthForm(request: FastifyRequest): boolean {
  // Errors raised before routing (a malformed URL) have no route options to read.
  try {
    return request.routeOptions.config?.errorFormat === 'oauth';
  } catch {
    return false;
  }
}

/** RFC 6749 §5.1–5.2: token answers are never cached, and a failed client login is challenged. */
export function sendOAuthError(reply: FastifyReply, error: OAuthError) {
  if (error.retryAfterSeconds !== undefined) void reply.header('retry-after', error.retryAfterSeconds);
  if (error.error === 'invalid_client')
    void reply.header('www-authenticate', `Basic realm="${AUTH_REALM}", charset="UTF-8"`);
  const body: OAuthErrorBody = {
    error: error.error,
    error_description: error.description,
    code: 1,
    msg: error.message,
  };
  return reply
    .status(error.status)
    .header('cache-control', 'no-store')
    .header('pragma', 'no-cache')
    .send(body);
}

/** A failure in the usual shape, on a route that answers in RFC 6749 form. */
export function sendAsOAuthError(reply: FastifyReply, status: number, body: ErrorBody) {
  return sendOAuthError(reply, toOAuthError(status, body));
}

/**
 * RFC 6750 §3: a 401 tells the client to present a bearer token, and when it presented one,
 * that the token is no good (expired, revoked or unknown). A 403 for a missing permission
 * says the token lacks the scope.
 */
export function bearerChallenge(
  request: FastifyRequest,
  status: number,
  errorCode: string,
): string | undefined {
  const realm = `Bearer realm="${AUTH_REALM}"`;
  if (status === 401) {
    const sentToken = /^bearer\s/i.test(request.headers.authorization ?? '');
    if (!sentToken) return realm;
    const description = asciiDescription('The access token is invalid, expired or revoked');
    return `${realm}, error="invalid_token", error_description="${description}"`;
  }
  if (status === 403 && errorCode === 'PERMISSION_DENIED') {
    const description = asciiDescription('The access token does not grant this permission');
    return `${realm}, error="insufficient_scope", error_description="${description}"`;
  }
  return undefined;
}
