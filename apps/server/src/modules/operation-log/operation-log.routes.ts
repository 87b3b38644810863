import { ENDPOINTS } from '@lyp/shared/api/endpoints';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/respond';
import { route } from '../../plugins/endpoint-routes';
import { requirePrincipal } from '../../plugins/route-access';
import type { OperationLogService } from './operation-log.service';

export const operationLogRoutes: FastifyPluginAsync<{ operationLog: OperationLogService }> = async (
  app,
  { operationLog },
) => {
  route(app, ENDPOINTS.operationLogPage, async (request) =>
    ok(await operationLog.page(requirePrincipal(request), request.body)),
  );
};
