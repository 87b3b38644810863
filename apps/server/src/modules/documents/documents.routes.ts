import { ENDPOINTS } from '@lyp/shared/api/endpoints';
import { DOCUMENT_KIND_LABELS } from '@lyp/shared/auction/contract.schemas';
import type { FastifyPluginAsync } from 'fastify';
import { contentDisposition } from '../../lib/content-disposition';
import { ok } from '../../lib/respond';
import { exportRoute, route } from '../../plugins/endpoint-routes';
import { REQUEST_LIMITS } from '../../plugins/request-limits';
import { requirePrincipal } from '../../plugins/route-access';
import type { DocumentsService } from './documents.service';

export const documentsRoutes: FastifyPluginAsync<{ documents: DocumentsService }> = async (
  app,
  { documents },
) => {
  const E = ENDPOINTS;
  route(app, E.contractInfoByOrder, async (request) =>
    ok(await documents.forOrder(requirePrincipal(request), request.params.id)),
  );
  route(app, E.buyerContracts, async (request) =>
    ok(await documents.buyerContracts(requirePrincipal(request), request.body)),
  );
  route(app, E.sellerContracts, async (request) =>
    ok(await documents.sellerContracts(requirePrincipal(request), request.body)),
  );
  route(app, E.tripartiteContracts, async (request) =>
    ok(await documents.tripartiteContracts(requirePrincipal(request), request.body)),
  );
  for (const name of [
    'buyerContractsExport',
    'sellerContractsExport',
    'tripartiteContractsExport',
  ] as const) {
    exportRoute(app, E[name], (request) => documents[name](requirePrincipal(request), request.body));
  }
  route(app, E.contractFile, async (request, reply) => {
    const { row, bytes } = await documents.open(requirePrincipal(request), request.params.id);
    const name = `${DOCUMENT_KIND_LABELS[row.kind]}-${row.documentNo}-第${row.version}版.pdf`;
    return reply
      .type('application/pdf')
      .header('content-length', row.sizeBytes)
      .header(
        'content-disposition',
        contentDisposition(request.query.download === '1' ? 'attachment' : 'inline', name),
      )
      .header('cache-control', 'private, max-age=300')
      .header('x-content-type-options', 'nosniff')
      .send(bytes);
  });
  route(app, E.contractConfirm, async (request) =>
    ok(await documents.confirm(requirePrincipal(request), request.params.id), '已签署确认'),
  );
  route(
    app,
    E.contractVerify,
    async (request) => ok(await documents.verify(request.params.code), '核验通过'),
    { config: { requestLimit: REQUEST_LIMITS.documentVerify } },
  );
};
