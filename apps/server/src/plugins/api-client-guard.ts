import type { FastifyContextConfig, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { ipAllowed } from '../lib/ip-allowlist';
import type { ApiClientCaller } from '../lib/principal';
import type { RateLimiter, RateLimiterFactory } from '../lib/rate-limiter';
import type { Actor, Change } from '../modules/operation-log';
import { rateLimitRefusal } from './request-limits';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Permission codes, any one of which lets an API client call a route open to every signed-in person. */
    machineAccess?: readonly string[];
  }
}

/** Whether a client holding `permissions` may call the route at all (its permission is checked after). */
function machineMayCall(config: FastifyContextConfig, permissions: ReadonlySet<string>): boolean {
  if (typeof config.access === 'object') return true;
  return config.machineAccess?.some((code) => permissions.has(code)) ?? false;
}

/** Why the client may not make this call from where it is, or undefined. */
function clientRefusal(request: FastifyRequest, client: ApiClientCaller): AppError | undefined {
  if (!ipAllowed(client.ipAllowlist, request.ip))
    return new AppError('API_CLIENT_IP_FORBIDDEN', { params: { ip: request.ip.slice(0, 45) } });
  if (!request.is404 && !machineMayCall(request.routeOptions.config, request.principal!.permissions))
    return new AppError('API_CLIENT_ROUTE_FORBIDDEN');
  return undefined;
}

/** One line for the log: what was called and how it ended, without the query string. */
function callSummary(request: FastifyRequest, statusCode: number): string {
  const path = request.url.split('?')[0] ?? request.url;
  return `${request.method} ${path} → ${statusCode}`;
}

/**
 * What an API client's token may do beyond a person's: call only the routes a permission
 * guards (those its scopes can name) or that name the permissions that open them to clients, only from its allowed addresses, only so often, and
 * every call goes into the operation log under the client's name. Runs after route access has
 * resolved the caller.
 */
export const apiClientGuardPlugin = fp<{
  rateLimiters: RateLimiterFactory;
  recordCall: (actor: Actor, change: Change) => Promise<void>;
}>(
  (app, { rateLimiters, recordCall }, done) => {
    // One counter per rate: a client's changed limit starts a fresh minute.
    const limiters = new Map<number, RateLimiter>();
    const limiterFor = (perMinute: number) => {
      let limiter = limiters.get(perMinute);
      if (!limiter) {
        limiter = rateLimiters(`api-client-${perMinute}`, { points: perMinute, windowSeconds: 60 });
        limiters.set(perMinute, limiter);
      }
      return limiter;
    };

    app.addHook('onRequest', (request, _reply, next) => {
      const client = request.principal?.apiClient;
      if (!client) {
        next();
        return;
      }
      // Counted first: refused calls are logged too, so they must not come faster than allowed ones.
      limiterFor(client.rateLimitPerMinute)
        .hit(String(client.id))
        .then(
          (verdict) => next(rateLimitRefusal(verdict) ?? clientRefusal(request, client)),
          (error: unknown) => next(error as Error),
        );
    });

    // After the answer went out: the log never delays the client, and a failed write is logged.
    app.addHook('onResponse', (request, reply, finished) => {
      const principal = request.principal;
      const client = principal?.apiClient;
      if (principal && client) {
        recordCall(
          { userId: principal.userId, tenantId: principal.tenantId, ip: request.ip, apiClient: client },
          {
            action: 'api_client.call',
            targetType: 'api_client',
            targetId: client.id,
            summary: callSummary(request, reply.statusCode),
          },
        ).catch((error: unknown) => request.log.error({ err: error }, 'API client call not logged'));
      }
      finished();
    });
    done();
  },
  { name: 'api-client-guard', dependencies: ['route-access'] },
);
