import { ENDPOINTS } from '@lyp/shared/api/endpoints';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/respond';
import { route } from '../../plugins/endpoint-routes';
import { requirePrincipal } from '../../plugins/route-access';
import type { InvoiceProfilesService } from './invoice-profiles.service';

export const invoicesRoutes: FastifyPluginAsync<{ invoiceProfiles: InvoiceProfilesService }> = async (
  app,
  { invoiceProfiles },
) => {
  route(app, ENDPOINTS.invoiceProfileMine, async (request) =>
    ok(await invoiceProfiles.mine(requirePrincipal(request))),
  );
  route(app, ENDPOINTS.invoiceProfileSave, async (request) =>
    ok(await invoiceProfiles.save(requirePrincipal(request), request.body), '开票信息已保存'),
  );
};
