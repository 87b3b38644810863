import { ENDPOINTS } from '@lyp/shared/api/endpoints';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/respond';
import { exportRoute, route } from '../../plugins/endpoint-routes';
import { requirePrincipal } from '../../plugins/route-access';
import type { CertificationsService } from './certifications.service';

export const certificationsRoutes: FastifyPluginAsync<{ certifications: CertificationsService }> = async (
  app,
  { certifications },
) => {
  route(app, ENDPOINTS.personalAuthAdd, async (request) =>
    ok(
      await certifications.applyPersonal(requirePrincipal(request), request.body),
      '认证申请已提交，请等待审核',
    ),
  );
  route(app, ENDPOINTS.myCertification, async (request) =>
    ok(await certifications.mine(requirePrincipal(request))),
  );
  route(app, ENDPOINTS.certificationList, async (request) =>
    ok(await certifications.list(requirePrincipal(request), request.body)),
  );
  exportRoute(app, ENDPOINTS.certificationExport, (request) =>
    certifications.export(requirePrincipal(request), request.body),
  );
  route(app, ENDPOINTS.certificationSameIdentity, async (request) =>
    ok(await certifications.sameIdentity(requirePrincipal(request), request.params.userId)),
  );
  route(app, ENDPOINTS.certificationReview, async (request) =>
    ok(
      await certifications.review(requirePrincipal(request), request.body),
      request.body.approved ? '已通过实名认证' : '已驳回实名认证',
    ),
  );
};
