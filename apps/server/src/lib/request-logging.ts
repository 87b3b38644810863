import type { LoggerOptions } from 'pino';

/**
 * pino settings for Fastify. Requests are logged by their route pattern, never by the raw
 * URL: codes travel in paths (/verifyCode/:phone/:code) and passwords in the token
 * endpoint's query string. Headers are not logged at all, so no bearer token can leak.
 */
export function createLoggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: {
      paths: ['password', 'code', 'access_token', 'refresh_token', '*.password', '*.code', '*.token'],
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
    },
  };
}
