import { ENDPOINTS } from '@lyp/shared/api/endpoints';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/respond';
import { route } from '../../plugins/endpoint-routes';
import { requirePrincipal } from '../../plugins/route-access';
import type { ReconciliationService } from './reconciliation.service';

export const reconciliationRoutes: FastifyPluginAsync<{ reconciliation: ReconciliationService }> = async (
  app,
  { reconciliation },
) => {
  const E = ENDPOINTS;
  route(app, E.statementLayouts, async (request) =>
    ok(await reconciliation.layouts(requirePrincipal(request))),
  );
  route(app, E.statementPreview, async (request) =>
    ok(await reconciliation.preview(requirePrincipal(request), request.body.fileId)),
  );
  route(app, E.statementImport, async (request) => {
    const summary = await reconciliation.import(requirePrincipal(request), request.body);
    const message =
      summary.importId === null
        ? '对账单中的收入均已导入过，未作任何更改'
        : `已导入：自动确认 ${summary.confirmed.length} 笔，${summary.exceptions.length} 笔待人工处理`;
    return ok(summary, message);
  });
  route(app, E.statementLines, async (request) =>
    ok(await reconciliation.lines(requirePrincipal(request), request.body)),
  );
  route(app, E.statementLineCandidates, async (request) =>
    ok(await reconciliation.candidates(requirePrincipal(request), request.params.id)),
  );
  route(app, E.statementLineMatch, async (request) =>
    ok(await reconciliation.match(requirePrincipal(request), request.body), '已匹配并确认到账'),
  );
  route(app, E.statementLineReject, async (request) =>
    ok(await reconciliation.reject(requirePrincipal(request), request.body), '已驳回该笔流水'),
  );
};
