import { ENDPOINTS } from '@lyp/shared/api/endpoints';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/respond';
import { route } from '../../plugins/endpoint-routes';
import { requirePrincipal } from '../../plugins/route-access';
import type { SealedBidsService } from './sealed-bids.service';

export const sealedBidsRoutes: FastifyPluginAsync<{ sealedBids: SealedBidsService }> = async (
  app,
  { sealedBids },
) => {
  const E = ENDPOINTS;
  route(app, E.sealedBidSubmit, async (request) =>
    ok(await sealedBids.submit(requirePrincipal(request), request.body), '报价已提交，请保存回执'),
  );
  route(app, E.sealedBidMine, async (request) =>
    ok(await sealedBids.mine(requirePrincipal(request), request.params.lotId)),
  );
  route(app, E.sealedBidResult, async (request) => ok(await sealedBids.result(request.params.lotId)));
};
