import { ENDPOINTS } from '@lyp/shared/api/endpoints';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ok } from '../../lib/respond';
import { exportRoute, route } from '../../plugins/endpoint-routes';
import { requirePrincipal } from '../../plugins/route-access';
import type { Actor } from '../operation-log';
import type { RolesService } from './roles.service';

/** The caller: tenancy, the operation log, and the rights they may hand out. */
const actorOf = (request: FastifyRequest): Actor & { permissions: ReadonlySet<string> } => {
  const { userId, tenantId, permissions } = requirePrincipal(request);
  return { userId, tenantId, permissions, ip: request.ip };
};

/** Every handler works in the caller's tenant: another tenant's role id answers 404. */
export const rolesRoutes: FastifyPluginAsync<{ roles: RolesService }> = async (app, { roles }) => {
  const E = ENDPOINTS;
  route(app, E.rolePage, async (request) => ok(await roles.page(requirePrincipal(request), request.body)));
  exportRoute(app, E.roleExport, (request) => roles.pageExport(requirePrincipal(request), request.body));
  route(app, E.roleList, async (request) => ok(await roles.list(requirePrincipal(request))));
  route(app, E.roleAdd, async (request) => ok(await roles.add(actorOf(request), request.body), '角色已新增'));
  route(app, E.roleEdit, async (request) =>
    ok(await roles.edit(actorOf(request), request.body), '角色已保存'),
  );
  route(app, E.roleRemove, async (request) => {
    await roles.remove(actorOf(request), request.params.id);
    return ok(null, '角色已删除');
  });
  route(app, E.roleMenus, async (request) =>
    ok(await roles.menus(requirePrincipal(request), request.params.id)),
  );
  route(app, E.roleGrant, async (request) =>
    ok(await roles.grant(actorOf(request), request.body), '权限已分配，用户下次请求时生效'),
  );
};
