import { ENDPOINTS } from '@lyp/shared/api/endpoints';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ok } from '../../lib/respond';
import { exportRoute, route } from '../../plugins/endpoint-routes';
import { requirePrincipal } from '../../plugins/route-access';
import type { Caller, UserAdminService } from './user-admin.service';

/** The administrator making the change: tenancy, the rights they may hand out, the operation log. */
function actorOf(request: FastifyRequest): Caller {
  const { userId, tenantId, permissions } = requirePrincipal(request);
  return { userId, tenantId, permissions, ip: request.ip };
}

export const userAdminRoutes: FastifyPluginAsync<{ userAdmin: UserAdminService }> = async (
  app,
  { userAdmin },
) => {
  const E = ENDPOINTS;
  route(app, E.userPage, async (request) => ok(await userAdmin.page(actorOf(request), request.body)));
  route(app, E.userGet, async (request) => ok(await userAdmin.get(actorOf(request), request.params.id)));
  route(app, E.userAdd, async (request) =>
    ok(await userAdmin.add(actorOf(request), request.body), '用户已新增，请将临时密码告知用户'),
  );
  route(app, E.userEdit, async (request) =>
    ok(await userAdmin.edit(actorOf(request), request.body), '用户已保存'),
  );
  route(app, E.userResetPassword, async (request) =>
    ok(
      await userAdmin.resetPassword(actorOf(request), request.params.id),
      '密码已重置，请将临时密码告知用户',
    ),
  );
  route(app, E.userSetStatus, async (request) =>
    ok(
      await userAdmin.setStatus(actorOf(request), request.body),
      request.body.status === 'disabled' ? '用户已停用' : '用户已启用',
    ),
  );
  route(app, E.userUnlock, async (request) => {
    await userAdmin.unlock(actorOf(request), request.params.id);
    return ok(null, '已解除登录锁定');
  });
  exportRoute(app, E.userExport, (request) => userAdmin.export(actorOf(request), request.body));
  route(app, E.orgOptions, async (request) =>
    ok(await userAdmin.organisationOptions(actorOf(request), request.body.keyword)),
  );
};
