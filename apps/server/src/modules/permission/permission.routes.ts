import { ENDPOINTS } from '@lyp/shared/api/endpoints';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/respond';
import { route } from '../../plugins/endpoint-routes';
import { requirePrincipal } from '../../plugins/route-access';
import type { PermissionService } from './permission.service';

export const permissionRoutes: FastifyPluginAsync<{ permissions: PermissionService }> = async (
  app,
  { permissions },
) => {
  route(app, ENDPOINTS.permissionList, async (request) =>
    ok(await permissions.getProfile(requirePrincipal(request), request.body)),
  );
  route(app, ENDPOINTS.menuCollect, async (request) =>
    ok(
      await permissions.setFavourite(requirePrincipal(request), request.body),
      request.body.collected ? '已收藏' : '已取消收藏',
    ),
  );
  route(app, ENDPOINTS.menuHistory, async (request) =>
    ok(await permissions.recordVisit(requirePrincipal(request), request.body)),
  );
};
