import { ENDPOINTS } from '@lyp/shared/api/endpoints';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/respond';
import { route } from '../../plugins/endpoint-routes';
import { requirePrincipal } from '../../plugins/route-access';
import type { AuditService } from './audit.service';

export const auditRoutes: FastifyPluginAsync<{ audit: AuditService }> = async (app, { audit }) => {
  for (const [endpoint, list] of [
    [ENDPOINTS.auditPage, audit.page],
    [ENDPOINTS.auditWaiting, audit.waiting],
    [ENDPOINTS.auditDone, audit.audited],
  ] as const) {
    route(app, endpoint, async (request) => ok(await list(request.body)));
  }

  route(app, ENDPOINTS.auditGet, async (request) => ok(await audit.get(request.params.id)));

  route(app, ENDPOINTS.auditAdd, async (request) =>
    ok(
      await audit.decide(requirePrincipal(request), request.body),
      request.body.approved ? '审核通过，公告已发布' : '公告已驳回',
    ),
  );

  route(app, ENDPOINTS.auditRevoke, async (request) =>
    ok(await audit.revoke(requirePrincipal(request), request.body), '已发布公告已驳回'),
  );
};
