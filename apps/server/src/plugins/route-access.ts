import type { RouteAccess } from '@lyp/shared/rbac/permissions';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import type { Authenticator, Principal } from '../lib/principal';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route. Required: a route that declares nothing is refused. */
    access?: RouteAccess;
    /**
     * The route's work checks the caller's token again under a lock (bidding), so the caller
     * may be resolved from a principal remembered for a few seconds.
     */
    remembersPrincipal?: boolean;
  }
  interface FastifyRequest {
    principal: Principal | null;
  }
  interface FastifyInstance {
    /** Every route registered so far, for the test that walks them all. */
    registeredRoutes: ReadonlyArray<Pick<RouteOptions, 'method' | 'url' | 'config'>>;
  }
}

/** Signed in, or answer 401. */
export function requirePrincipal(request: FastifyRequest): Principal {
  if (!request.principal) throw new AppError('UNAUTHENTICATED');
  return request.principal;
}

function bearerToken(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

/** Why the route refuses this caller, or undefined when it may go on. */
function accessRefusal(request: FastifyRequest): AppError | undefined {
  if (request.is404) return undefined;
  const access = request.routeOptions.config.access;
  if (access === undefined) {
    request.log.error({ route: request.routeOptions.url }, 'route declares no access: refused');
    return new AppError('FORBIDDEN');
  }
  if (access === 'public') return undefined;
  if (!request.principal) return new AppError('UNAUTHENTICATED');
  if (access === 'session') return undefined;
  if (request.principal.mustChangePassword) return new AppError('PASSWORD_CHANGE_REQUIRED');
  if (access === 'authenticated') return undefined;
  if (!request.principal.permissions.has(access.code)) {
    return new AppError('PERMISSION_DENIED', { params: { permission: access.label } });
  }
  return undefined;
}

/**
 * Authentication and permissions, deny by default: every request resolves its caller from
 * the bearer token, then the route's declared access decides. Runs at onRequest, before the
 * body is read, so a caller without access learns nothing about the payload's rules.
 */
export const routeAccessPlugin = fp<{ authenticate: Authenticator; authenticateRemembered: Authenticator }>(
  (app, options, done) => {
    const routes: Array<Pick<RouteOptions, 'method' | 'url' | 'config'>> = [];
    app.decorate('registeredRoutes', routes);
    app.decorateRequest('principal', null);
    // The route's options object itself: scoped hooks may still fill in its config later.
    app.addHook('onRoute', (route) => {
      routes.push(route);
    });

    // A callback hook: most requests (a visitor's reads) carry no token and are decided here
    // without a promise or a trip through the microtask queue.
    app.addHook('onRequest', (request, _reply, next) => {
      const token = bearerToken(request.headers.authorization);
      if (!token) {
        request.principal = null;
        next(accessRefusal(request));
        return;
      }
      const authenticate = request.routeOptions.config.remembersPrincipal
        ? options.authenticateRemembered
        : options.authenticate;
      authenticate(token).then(
        (principal) => {
          request.principal = principal;
          next(accessRefusal(request));
        },
        (error: unknown) => next(error as Error),
      );
    });
    done();
  },
  { name: 'route-access' },
);

/** For routes a third-party plugin registers (docs, static files): declares them public. */
export function declareRoutesPublic(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, access: 'public' };
  });
}
