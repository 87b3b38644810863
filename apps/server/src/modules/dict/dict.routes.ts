import { ENDPOINTS } from '@lyp/shared/api/endpoints';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ok } from '../../lib/respond';
import { exportRoute, route } from '../../plugins/endpoint-routes';
import { requirePrincipal } from '../../plugins/route-access';
import type { Actor } from '../operation-log';
import type { DictService } from './dict.service';

/** Who changes a dictionary, for the operation log. */
function actorOf(request: FastifyRequest): Actor {
  const { userId, tenantId } = requirePrincipal(request);
  return { userId, tenantId, ip: request.ip };
}

export const dictRoutes: FastifyPluginAsync<{ dicts: DictService }> = async (app, { dicts }) => {
  const E = ENDPOINTS;
  route(app, E.dictTypeList, async (request) => ok(await dicts.listTypes(request.body.keyword)));
  route(app, E.dictTypeAdd, async (request) =>
    ok(await dicts.addType(actorOf(request), request.body), '字典类型已新增'),
  );
  route(app, E.dictTypeEdit, async (request) =>
    ok(await dicts.editType(actorOf(request), request.body), '字典类型已保存'),
  );
  route(app, E.dictTypeRemove, async (request) => {
    await dicts.removeType(actorOf(request), request.params.id);
    return ok(null, '字典类型已删除');
  });
  route(app, E.dictItemList, async (request) => ok(await dicts.listItems(request.body)));
  exportRoute(app, E.dictExport, (request) => dicts.itemsExport(request.body));
  route(app, E.dictItemsByCodes, async (request) => ok(await dicts.optionsByCodes(request.body.codes)));
  route(app, E.dictItemAdd, async (request) =>
    ok(await dicts.addItem(actorOf(request), request.body), '字典项已新增'),
  );
  route(app, E.dictItemEdit, async (request) =>
    ok(await dicts.editItem(actorOf(request), request.body), '字典项已保存'),
  );
  route(app, E.dictItemRemove, async (request) => {
    await dicts.removeItem(actorOf(request), request.params.id);
    return ok(null, '字典项已删除');
  });
};
