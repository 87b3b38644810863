import { ENDPOINTS } from '@lyp/shared/api/endpoints';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/respond';
import type { Clock } from '../../lib/clock';
import { createStampedJsonCache } from '../../lib/stamped-json';
import { exportRoute, route, sendJson } from '../../plugins/endpoint-routes';
import { requirePrincipal } from '../../plugins/route-access';
import type { LotDetail, LotSearchPage } from '@lyp/shared/auction/market.schemas';
import type { MarketService } from './market.service';

/** The public market: what anyone may read, and a signed-in user's follows. */
export const marketRoutes: FastifyPluginAsync<{ market: MarketService; clock: Clock }> = async (
  app,
  { market, clock },
) => {
  const E = ENDPOINTS;
  route(app, E.bulletinSearch, async (request) => ok(await market.searchBulletins(request.body)));
  route(app, E.homeBulletins, async () => ok(await market.homeBulletins()));
  route(app, E.homeFigures, async () => ok(await market.homeFigures()));
  // The two reads every visitor makes, sent from memory: checked and serialized once per change
  // of the lot or the search, with only the server time written in per request.
  const searchAnswer = createStampedJsonCache(E.lotSearch.response, (page: LotSearchPage) => ok(page));
  const lotAnswer = createStampedJsonCache(E.lotDetail.response, (lot: LotDetail) => ok(lot));
  route(app, E.lotSearch, async (request, reply) =>
    sendJson(reply, searchAnswer(await market.searchTemplate(request.body), clock.now())),
  );
  route(app, E.lotDetail, async (request, reply) =>
    sendJson(reply, lotAnswer(await market.publicLotTemplate(request.params.lotId), clock.now())),
  );
  route(app, E.publicBulletin, async (request) => ok(await market.publicBulletin(request.params.id)));

  route(app, E.lotBrowse, async (request) => {
    const { visitorId } = request.body;
    const viewer = request.principal
      ? { userId: request.principal.userId }
      : visitorId
        ? { visitorId }
        : { ip: request.ip };
    return ok(await market.browse(request.body.lotId, viewer));
  });

  route(app, E.lotSubscribe, async (request) => {
    const state = await market.follow(requirePrincipal(request), request.body);
    return ok(state, state.remind ? '已关注，开拍前将提醒您' : '已关注');
  });
  route(app, E.lotSubscribeCheck, async (request) =>
    ok(await market.followState(requirePrincipal(request), request.params.lotId)),
  );
  route(app, E.followList, async (request) =>
    ok(await market.followList(requirePrincipal(request), request.body)),
  );
  // The list has no filters: the body is only its paging, which the export reads past.
  exportRoute(app, E.followExport, (request) => market.followExport(requirePrincipal(request)));
  route(app, E.followCancel, async (request) => {
    const { removed, state } = await market.unfollow(requirePrincipal(request), request.params.lotId);
    return ok(state, removed ? '已取消关注' : '您未关注该标的，无需取消');
  });
};
