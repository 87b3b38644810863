import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Answers meant for one person are kept neither by a browser's cache (a shared computer)
 * nor by a proxy: every answer to a signed-in caller, and every answer of a route that is
 * not public (its 401 and 403 included), carries `Cache-Control: no-store`. This overrides
 * what a route chose, a file download's `private, max-age` included, since a browser may
 * keep a private answer. Anonymous answers of public routes keep their route's caching.
 */
export const privateAnswersPlugin = fp(
  (app, _options, done) => {
    app.addHook('onSend', (request, reply, payload, next) => {
      if (isPersonal(request)) void reply.header('cache-control', 'no-store');
      next(null, payload);
    });
    done();
  },
  { name: 'private-answers', dependencies: ['route-access'] },
);

function isPersonal(request: FastifyRequest): boolean {
  if (request.principal) return true;
  if (request.is404) return false;
  // Errors raised before routing (a malformed URL) have no route options to read.
  try {
    return request.routeOptions.config.access !== 'public';
  } catch {
    return false;
  }
}
