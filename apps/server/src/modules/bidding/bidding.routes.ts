import { ENDPOINTS } from '@lyp/shared/api/endpoints';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/respond';
import { exportRoute, route } from '../../plugins/endpoint-routes';
import { requirePrincipal } from '../../plugins/route-access';
import type { BiddingService } from './bidding.service';

export const biddingRoutes: FastifyPluginAsync<{ bidding: BiddingService }> = async (app, { bidding }) => {
  const E = ENDPOINTS;
  route(app, E.bidList, async (request) => ok(await bidding.list(request.body)));
  route(app, E.bidNewest, async (request) => ok(await bidding.newest(request.params.lotId)));
  route(app, E.bidHighest, async (request) => ok(await bidding.highest(request.params.lotId)));
  route(app, E.bidLiveState, async (request) => ok(await bidding.liveState(request.params.lotId)));
  route(app, E.bidUserInfo, async (request) =>
    ok(await bidding.bidderInfo(requirePrincipal(request), request.params.lotId)),
  );

  route(app, E.myBids, async (request) => ok(await bidding.mine(requirePrincipal(request), request.body)));
  // The list has no filters: the body is only its paging, which the export reads past.
  exportRoute(app, E.myBidsExport, (request) => bidding.mineExport(requirePrincipal(request)));

  // The engine checks each bid's token again under the lot's lock, so these two may let in a
  // caller remembered from a moment ago instead of reading the token on every bid.
  const remembered = { config: { remembersPrincipal: true } };
  route(
    app,
    E.bidAdd,
    async (request) => {
      const result = await bidding.place(requirePrincipal(request), request.body);
      return ok(result, result.leading ? '出价成功，您当前领先' : '出价成功，但已被他人设置的最高价超过');
    },
    remembered,
  );
  route(
    app,
    E.bidMaxPrice,
    async (request) => {
      const result = await bidding.setMax(requirePrincipal(request), request.body);
      return ok(
        result,
        result.leading ? '最高价已设置，您当前领先' : '最高价已设置，但未超过当前领先者的最高价',
      );
    },
    remembered,
  );
  route(
    app,
    E.bidDecrease,
    async (request) => {
      const result = await bidding.accept(requirePrincipal(request), request.body);
      const ascending = result.lot.descending?.ascendMinutes != null;
      return ok(
        result,
        ascending ? '应价成功，已转为增价竞价，您当前领先' : '应价成功，本标的由您按当前价格成交',
      );
    },
    remembered,
  );
};
