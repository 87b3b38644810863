import { ENDPOINTS } from '@lyp/shared/api/endpoints';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/respond';
import { exportRoute, route } from '../../plugins/endpoint-routes';
import { requirePrincipal } from '../../plugins/route-access';
import type { QualificationsService } from './qualifications.service';

export const qualificationsRoutes: FastifyPluginAsync<{ qualifications: QualificationsService }> = async (
  app,
  { qualifications },
) => {
  route(app, ENDPOINTS.qualificationMine, async (request) =>
    ok(await qualifications.mine(requirePrincipal(request))),
  );
  route(app, ENDPOINTS.qualificationSubmit, async (request) =>
    ok(await qualifications.submit(requirePrincipal(request), request.body), '资质已提交，请等待审核'),
  );
  route(app, ENDPOINTS.qualificationList, async (request) =>
    ok(await qualifications.list(requirePrincipal(request), request.body)),
  );
  exportRoute(app, ENDPOINTS.qualificationExport, (request) =>
    qualifications.export(requirePrincipal(request), request.body),
  );
  route(app, ENDPOINTS.qualificationReview, async (request) =>
    ok(
      await qualifications.review(requirePrincipal(request), request.body),
      request.body.approved ? '资质审核已通过' : '资质已驳回',
    ),
  );
};
