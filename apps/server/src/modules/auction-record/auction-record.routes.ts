import { ENDPOINTS } from '@lyp/shared/api/endpoints';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/respond';
import { exportRoute, route } from '../../plugins/endpoint-routes';
import type { AuctionRecordService } from './auction-record.service';

export const auctionRecordRoutes: FastifyPluginAsync<{ auctionRecord: AuctionRecordService }> = async (
  app,
  { auctionRecord },
) => {
  route(app, ENDPOINTS.auctionRecord, async (request) => ok(await auctionRecord.get(request.params.lotId)));
  exportRoute(app, ENDPOINTS.auctionRecordExport, (request) => auctionRecord.export(request.params.lotId));
};
