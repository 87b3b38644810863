import { ENDPOINTS } from '@lyp/shared/api/endpoints';
import type { BulletinPreview } from '@lyp/shared/auction/market.schemas';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/respond';
import { exportRoute, route } from '../../plugins/endpoint-routes';
import { requirePrincipal } from '../../plugins/route-access';
import type { BulletinsService } from './bulletins.service';

/** The public pages' reads, for the preview: a bulletin shown exactly as they will show it. */
interface PreviewSource {
  preview(bulletinId: number): Promise<BulletinPreview>;
}

export const bulletinsRoutes: FastifyPluginAsync<{
  bulletins: BulletinsService;
  market: PreviewSource;
}> = async (app, { bulletins, market }) => {
  const E = ENDPOINTS;
  exportRoute(app, E.bulletinExport, (request) => bulletins.export(requirePrincipal(request), request.body));
  route(app, E.bulletinList, async (request) =>
    ok(await bulletins.list(requirePrincipal(request), request.body)),
  );
  route(app, E.bulletinGet, async (request) =>
    ok(await bulletins.get(requirePrincipal(request), request.params.id)),
  );
  route(app, E.bulletinPreview, async (request) => {
    // Only the caller's own organisation's bulletin: anyone else's answers like a missing one.
    const own = await bulletins.get(requirePrincipal(request), request.params.id);
    return ok(await market.preview(own.id));
  });
  route(app, E.bulletinAdd, async (request) =>
    ok(await bulletins.add(requirePrincipal(request), request.body), '公告已保存为草稿'),
  );
  route(app, E.bulletinEdit, async (request) =>
    ok(await bulletins.edit(requirePrincipal(request), request.body), '公告已保存'),
  );
  route(app, E.bulletinCommit, async (request) =>
    ok(await bulletins.commit(requirePrincipal(request), request.params.id), '已提交审核'),
  );
  route(app, E.bulletinUndo, async (request) =>
    ok(await bulletins.undo(requirePrincipal(request), request.params.id), '公告已撤回'),
  );
  route(app, E.bulletinDelete, async (request) => {
    await bulletins.remove(requirePrincipal(request), request.params.id);
    return ok(null, '公告已删除');
  });
  route(app, E.lotReauction, async (request) =>
    ok(await bulletins.reauction(requirePrincipal(request), request.body), '已生成重新拍卖的草稿公告'),
  );
  route(app, E.commissionEdit, async (request) =>
    ok(await bulletins.setCommission(request.body), '佣金设置已保存'),
  );

  route(app, E.guardGoodsList, async (request) =>
    ok(await bulletins.listViewings(requirePrincipal(request), request.body.lotId)),
  );
  route(app, E.guardGoodsAdd, async (request) =>
    ok(await bulletins.addViewing(requirePrincipal(request), request.body), '看货信息已新增'),
  );
  route(app, E.guardGoodsEdit, async (request) =>
    ok(await bulletins.editViewing(requirePrincipal(request), request.body), '看货信息已保存'),
  );

  route(app, E.specifyUserSave, async (request) =>
    ok(await bulletins.saveSpecifiedBidders(requirePrincipal(request), request.body), '定向竞买人已保存'),
  );
  route(app, E.specifyOrgSearch, async (request) =>
    ok(await bulletins.searchSpecifiedOrgs(requirePrincipal(request), request.body)),
  );
  route(app, E.specifyUserList, async (request) =>
    ok(await bulletins.listSpecifiedBidders(requirePrincipal(request), request.body.lotId)),
  );
};
