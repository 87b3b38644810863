import { ENDPOINTS } from '@lyp/shared/api/endpoints';
import type { FastifyPluginAsync } from 'fastify';
import { excelReplyHeaders } from '../../lib/excel-export';
import { ok } from '../../lib/respond';
import { exportRoute, route } from '../../plugins/endpoint-routes';
import { requirePrincipal } from '../../plugins/route-access';
import type { DepositsService } from './deposits.service';

export const depositsRoutes: FastifyPluginAsync<{ deposits: DepositsService }> = async (
  app,
  { deposits },
) => {
  const E = ENDPOINTS;
  route(app, E.marginInfoByAuction, async (request) =>
    ok(await deposits.info(requirePrincipal(request), request.params.lotId)),
  );
  route(app, E.marginPay, async (request) =>
    ok(await deposits.pay(requirePrincipal(request), request.body), '缴款凭证已提交，请等待审核'),
  );
  route(app, E.marginAuditList, async (request) =>
    ok(await deposits.auditList(requirePrincipal(request), request.body)),
  );
  exportRoute(app, E.marginAuditExport, (request) =>
    deposits.auditExport(requirePrincipal(request), request.body),
  );
  route(app, E.marginRefundBatchExport, async (request, reply) => {
    const batch = await deposits.refundBatch(requirePrincipal(request), request.body);
    return reply
      .headers({
        ...excelReplyHeaders(batch.fileName),
        // How many payments the file holds, and how many refunds lacked an account for it.
        'x-refund-payable': String(batch.payable),
        'x-refund-missing-account': String(batch.missingAccount),
      })
      .send(batch.buffer);
  });
  route(app, E.marginRefundResultImport, async (request) => {
    const summary = await deposits.importRefundResults(requirePrincipal(request), request.body);
    return ok(summary, `已标记 ${summary.returned.length} 笔退款为已退还`);
  });
  route(app, E.marginAuditInfo, async (request) =>
    ok(await deposits.auditInfo(requirePrincipal(request), request.params.id)),
  );
  route(app, E.marginPaymentAudit, async (request) =>
    ok(
      await deposits.auditPayment(requirePrincipal(request), request.body),
      request.body.approved ? '已确认到账' : '缴款凭证已驳回',
    ),
  );
  route(app, E.marginReturnAudit, async (request) =>
    ok(await deposits.auditReturn(requirePrincipal(request), request.body), '已确认退还'),
  );
  route(app, E.myMargins, async (request) =>
    ok(await deposits.myList(requirePrincipal(request), request.body)),
  );
  exportRoute(app, E.myMarginsExport, (request) =>
    deposits.myExport(requirePrincipal(request), request.body),
  );
  route(app, E.myMarginInfo, async (request) =>
    ok(await deposits.myInfo(requirePrincipal(request), request.params.id)),
  );
};
