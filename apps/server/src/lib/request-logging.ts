import { stdSerializers, type LoggerOptions } from 'pino';

/** drizzle puts a failed query's parameters in the error text; they may be personal data. */
const hideQueryParams = (text: string | undefined) =>
  text?.replace(/\nparams: [^\n]*/g, '\nparams: [已隐藏]');

/**
 * Errors by an allowlist of fields: a query error also carries its parameters, and a
 * PostgreSQL error its `detail` (e.g. "Key (phone)=(…) already exists"); neither is logged.
 */
function serializeError(error: Error): Record<string, unknown> {
  const { type, message, stack } = stdSerializers.err(error);
  const fields = error as Error & { code?: unknown; cause?: unknown };
  const cause = fields.cause as
    { message?: string; code?: string; constraint?: string; table?: string } | undefined;
  return {
    type,
    message: hideQueryParams(message),
    stack: hideQueryParams(stack),
    ...(fields.code !== undefined ? { code: fields.code } : {}),
    ...(cause && typeof cause === 'object'
      ? {
          cause: {
            message: cause.message,
            code: cause.code,
            constraint: cause.constraint,
            table: cause.table,
          },
        }
      : {}),
  };
}

/**
 * pino settings for Fastify. Requests are logged by their route pattern, never by the raw
 * URL: codes travel in paths (/verifyCode/:phone/:code) and passwords in the token
 * endpoint's query string. Headers are not logged at all, so no bearer token can leak.
 */
export function createLoggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: {
      // Bodies and query strings are never logged; this catches a secret passed to a log call by mistake.
      // (Not `code`: error codes must stay readable.)
      paths: ['password', 'access_token', 'refresh_token', '*.password', '*.access_token', '*.refresh_token'],
      censor: '[已隐藏]',
    },
    serializers: {
      req(request: { method: string; url: string; routeOptions?: { url?: string }; ip?: string }) {
        return {
          method: request.method,
          url: request.routeOptions?.url ?? request.url.split('?')[0],
          ip: request.ip,
        };
      },
      res(reply: { statusCode: number }) {
        return { statusCode: reply.statusCode };
      },
      err: serializeError,
    },
  };
}
