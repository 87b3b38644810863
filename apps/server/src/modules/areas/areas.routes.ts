import { API_PATHS } from '@lyp/shared/api/paths';
import { areaTreeResponseSchema } from '@lyp/shared/area/area.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/respond';
import { areaTree } from './area-tree';

export const areasRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API_PATHS.areaTree,
    {
      config: { access: 'public' },
      schema: {
        tags: ['基础数据'],
        summary: '行政区划树（省 2 位、市 4 位、区县 6 位代码），用于地区选择与筛选',
        response: { 200: areaTreeResponseSchema },
      },
    },
    // The tree changes only with a release: browsers and proxies may keep it for a day.
    async (_request, reply) => {
      void reply.header('cache-control', 'public, max-age=86400');
      return ok(areaTree());
    },
  );
};
