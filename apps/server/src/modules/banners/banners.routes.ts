import { ENDPOINTS } from '@lyp/shared/api/endpoints';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ok } from '../../lib/respond';
import { exportRoute, route } from '../../plugins/endpoint-routes';
import { requirePrincipal } from '../../plugins/route-access';
import type { BannerActor, BannersService } from './banners.service';

const actorOf = (request: FastifyRequest): BannerActor => ({
  principal: requirePrincipal(request),
  ip: request.ip,
});

export const bannersRoutes: FastifyPluginAsync<{ banners: BannersService }> = async (app, { banners }) => {
  const E = ENDPOINTS;
  route(app, E.bannerPage, async (request) => ok(await banners.page(request.body)));
  exportRoute(app, E.bannerExport, (request) => banners.pageExport(request.body));
  route(app, E.bannerAdd, async (request) =>
    ok(await banners.add(actorOf(request), request.body), '轮播图已新增'),
  );
  route(app, E.bannerEdit, async (request) =>
    ok(await banners.edit(actorOf(request), request.body), '轮播图已保存'),
  );
  route(app, E.bannerRemove, async (request) => {
    await banners.remove(actorOf(request), request.params.id);
    return ok(null, '轮播图已删除');
  });
  route(app, E.homeBanners, async () => ok(await banners.showing()));
};
