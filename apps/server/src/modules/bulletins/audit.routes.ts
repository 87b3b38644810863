import { ENDPOINTS } from '@lyp/shared/api/endpoints';
import type { BulletinPreview } from '@lyp/shared/auction/market.schemas';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/respond';
import { exportRoute, route } from '../../plugins/endpoint-routes';
import { requirePrincipal } from '../../plugins/route-access';
import type { AuditService } from './audit.service';

/** The public pages' reads, for the review: a bulletin shown exactly as they will show it. */
interface PreviewSource {
  preview(bulletinId: number): Promise<BulletinPreview>;
}

export const auditRoutes: FastifyPluginAsync<{ audit: AuditService; market: PreviewSource }> = async (
  app,
  { audit, market },
) => {
  for (const [endpoint, list] of [
    [ENDPOINTS.auditPage, audit.page],
    [ENDPOINTS.auditWaiting, audit.waiting],
    [ENDPOINTS.auditDone, audit.audited],
  ] as const) {
    route(app, endpoint, async (request) => ok(await list(requirePrincipal(request), request.body)));
  }

  exportRoute(app, ENDPOINTS.auditExport, (request) => audit.export(requirePrincipal(request), request.body));
  route(app, ENDPOINTS.auditGet, async (request) =>
    ok(await audit.get(requirePrincipal(request), request.params.id)),
  );
  route(app, ENDPOINTS.auditPreview, async (request) => {
    // What was sent for review (never a draft), as the public pages will show it.
    const sent = await audit.get(requirePrincipal(request), request.params.id);
    return ok(await market.preview(sent.id));
  });

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
