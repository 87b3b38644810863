import { errorBodySchema } from '@lyp/shared/api/envelope';
import { ENDPOINTS } from '@lyp/shared/api/endpoints';
import { healthResponseSchema } from '@lyp/shared/health/health.schemas';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { Clock } from '../../lib/clock';
import { ok } from '../../lib/respond';
import { route } from '../../plugins/endpoint-routes';

/** Liveness and database reachability, for load balancers and the README's first check. */
export const healthRoutes: FastifyPluginAsync<{
  clock: Clock;
  pingDatabase: () => Promise<boolean>;
}> = async (app, { clock, pingDatabase }) => {
  route(
    app,
    ENDPOINTS.health,
    async (_request, reply) => {
      const databaseUp = await pingDatabase();
      return reply.status(databaseUp ? 200 : 503).send(
        ok(
          {
            status: databaseUp ? ('ok' as const) : ('degraded' as const),
            database: databaseUp ? ('up' as const) : ('down' as const),
            serverTime: clock.now().toISOString(),
            uptimeSeconds: Math.round(process.uptime()),
          },
          databaseUp ? '服务正常' : '数据库不可用',
        ),
      );
    },
    // 503 is this check's own answer, or the common error when a bearer token sent along
    // could not be looked up because the database is down.
    { responses: { 503: z.union([healthResponseSchema, errorBodySchema]) } },
  );
};
