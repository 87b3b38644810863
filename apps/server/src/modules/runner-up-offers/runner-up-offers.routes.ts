import { ENDPOINTS } from '@lyp/shared/api/endpoints';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/respond';
import { route } from '../../plugins/endpoint-routes';
import { requirePrincipal } from '../../plugins/route-access';
import type { RunnerUpOffersService } from './runner-up-offers.service';

export const runnerUpOffersRoutes: FastifyPluginAsync<{ offers: RunnerUpOffersService }> = async (
  app,
  { offers },
) => {
  const E = ENDPOINTS;
  route(app, E.sellerRunnerUpOffer, async (request) =>
    ok(await offers.offer(requirePrincipal(request), request.body, 'seller'), '已发起悔拍递补'),
  );
  route(app, E.platformRunnerUpOffer, async (request) =>
    ok(await offers.offer(requirePrincipal(request), request.body, 'platform'), '已发起悔拍递补'),
  );
  route(app, E.sellerRunnerUpOffers, async (request) =>
    ok(await offers.chain(requirePrincipal(request), request.params.id, 'seller')),
  );
  route(app, E.platformRunnerUpOffers, async (request) =>
    ok(await offers.chain(requirePrincipal(request), request.params.id, 'platform')),
  );
  route(app, E.myRunnerUpOffers, async (request) =>
    ok(await offers.myList(requirePrincipal(request), request.body)),
  );
  route(app, E.myRunnerUpOfferByLot, async (request) =>
    ok(await offers.myOnLot(requirePrincipal(request), request.params.lotId)),
  );
  route(app, E.myRunnerUpOfferAccept, async (request) => {
    const offer = await offers.accept(requirePrincipal(request), request.params.id);
    return ok(offer, offer.status === 'accepted' ? '已接受递补，新订单已生成' : '已接受递补，请缴纳保证金');
  });
  route(app, E.myRunnerUpOfferDecline, async (request) =>
    ok(await offers.decline(requirePrincipal(request), request.params.id), '已放弃递补'),
  );
};
