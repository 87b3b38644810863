import { ENDPOINTS } from '@lyp/shared/api/endpoints';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/respond';
import { route } from '../../plugins/endpoint-routes';
import { areaTree } from './area-tree';

export const areasRoutes: FastifyPluginAsync = async (app) => {
  // The tree changes only with a release: browsers and proxies may keep it for a day.
  route(app, ENDPOINTS.areaTree, async (_request, reply) => {
    void reply.header('cache-control', 'public, max-age=86400');
    return ok(areaTree());
  });
};
