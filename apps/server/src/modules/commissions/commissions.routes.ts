import { ENDPOINTS } from '@lyp/shared/api/endpoints';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ok } from '../../lib/respond';
import { exportRoute, route } from '../../plugins/endpoint-routes';
import { requirePrincipal } from '../../plugins/route-access';
import type { Actor } from '../operation-log';
import type { CommissionService } from './commissions.service';

/** The caller as the operation log records them; their tenant also scopes every seller lookup. */
function actorOf(request: FastifyRequest): Actor {
  const principal = requirePrincipal(request);
  return { userId: principal.userId, tenantId: principal.tenantId, ip: request.ip };
}

export const commissionsRoutes: FastifyPluginAsync<{ commissions: CommissionService }> = async (
  app,
  { commissions },
) => {
  const E = ENDPOINTS;
  route(app, E.commissionDefaultGet, async () => ok(await commissions.getDefault()));
  route(app, E.commissionDefaultSave, async (request) =>
    ok(await commissions.saveDefault(actorOf(request), request.body.tiers), '平台默认佣金已保存'),
  );
  route(app, E.commissionOverridePage, async (request) =>
    ok(await commissions.sellerPage(actorOf(request), request.body)),
  );
  exportRoute(app, E.commissionOverrideExport, (request) =>
    commissions.sellerExport(actorOf(request), request.body),
  );
  route(app, E.commissionOverrideGet, async (request) =>
    ok(await commissions.getOverride(actorOf(request), request.params.orgId)),
  );
  route(app, E.commissionOverrideSave, async (request) =>
    ok(
      await commissions.saveOverride(actorOf(request), request.body.orgId, request.body.tiers),
      '委托方佣金已保存',
    ),
  );
  route(app, E.commissionOverrideRemove, async (request) => {
    await commissions.removeOverride(actorOf(request), request.params.orgId);
    return ok(null, '已恢复按平台默认佣金');
  });
};
