import type { FastifyInstance } from 'fastify';
import type { Metrics } from '../lib/metrics';

/** Requests that matched no route share one label: raw URLs would grow the series without end. */
const UNMATCHED_ROUTE = 'unmatched';

/** Every answer's time into the latency histogram, by method, route pattern and status. */
export function registerRequestMetrics(app: FastifyInstance, metrics: Metrics) {
  app.addHook('onResponse', (request, reply, done) => {
    metrics.httpRequestSeconds.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? UNMATCHED_ROUTE,
        status_code: reply.statusCode,
      },
      reply.elapsedTime / 1000,
    );
    done();
  });
}
