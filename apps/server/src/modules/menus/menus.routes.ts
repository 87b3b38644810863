import { ENDPOINTS } from '@lyp/shared/api/endpoints';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ok } from '../../lib/respond';
import { route } from '../../plugins/endpoint-routes';
import { requirePrincipal } from '../../plugins/route-access';
import type { Actor } from '../operation-log';
import type { MenusService } from './menus.service';

const actorOf = (request: FastifyRequest): Actor => {
  const { userId, tenantId } = requirePrincipal(request);
  return { userId, tenantId, ip: request.ip };
};

export const menusRoutes: FastifyPluginAsync<{ menus: MenusService }> = async (app, { menus }) => {
  const E = ENDPOINTS;
  route(app, E.menuTree, async () => ok(await menus.tree()));
  route(app, E.menuAdd, async (request) => ok(await menus.add(actorOf(request), request.body), '已新增'));
  route(app, E.menuEdit, async (request) => ok(await menus.edit(actorOf(request), request.body), '已保存'));
  route(app, E.menuRemove, async (request) => {
    await menus.remove(actorOf(request), request.params.id);
    return ok(null, '已删除');
  });
  route(app, E.menuMaintain, async (request) =>
    ok(await menus.maintain(actorOf(request), request.body), '菜单排序与隐藏状态已保存'),
  );
};
