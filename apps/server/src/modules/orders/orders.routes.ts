import { ENDPOINTS } from '@lyp/shared/api/endpoints';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/respond';
import { exportRoute, route } from '../../plugins/endpoint-routes';
import { requirePrincipal } from '../../plugins/route-access';
import type { OrdersService } from './orders.service';

export const ordersRoutes: FastifyPluginAsync<{ orders: OrdersService }> = async (app, { orders }) => {
  const E = ENDPOINTS;
  route(app, E.myOrders, async (request) => ok(await orders.myList(requirePrincipal(request), request.body)));
  route(app, E.myOrderGet, async (request) =>
    ok(await orders.myGet(requirePrincipal(request), request.params.id)),
  );
  route(app, E.orderGet, async (request) =>
    ok(await orders.get(requirePrincipal(request), request.params.id)),
  );
  route(app, E.orderPay, async (request) => ok(await orders.pay(requirePrincipal(request), request.body)));
  route(app, E.sellerOrders, async (request) =>
    ok(await orders.sellerList(requirePrincipal(request), request.body)),
  );
  exportRoute(app, E.myOrdersExport, (request) => orders.myExport(requirePrincipal(request), request.body));
  exportRoute(app, E.sellerOrdersExport, (request) =>
    orders.sellerExport(requirePrincipal(request), request.body),
  );
  exportRoute(app, E.platformOrdersExport, (request) =>
    orders.platformExport(requirePrincipal(request), request.body),
  );
  route(app, E.orderPickup, async (request) =>
    ok(
      await orders.confirmPickup(requirePrincipal(request), request.params.id, request.body),
      '已确认提货，订单完成',
    ),
  );
  route(app, E.orderPickupOverdue, async (request) =>
    ok(
      await orders.recordPickupOverdue(requirePrincipal(request), request.params.id, request.body),
      '已记录逾期未提',
    ),
  );
  route(app, E.orderInvoiceRecord, async (request) =>
    ok(await orders.recordInvoice(requirePrincipal(request), request.params.id, request.body), '发票已登记'),
  );
  route(app, E.orderWeigh, async (request) =>
    ok(
      await orders.weigh(requirePrincipal(request), request.params.id, request.body, 'seller'),
      '过磅数量已录入',
    ),
  );
  route(app, E.platformOrderWeigh, async (request) =>
    ok(
      await orders.weigh(requirePrincipal(request), request.params.id, request.body, 'platform'),
      '过磅数量已录入',
    ),
  );
  route(app, E.myOrderWeighingConfirm, async (request) =>
    ok(await orders.confirmWeighing(requirePrincipal(request), request.params.id), '已确认过磅结果'),
  );
  route(app, E.myOrderBalancePay, async (request) =>
    ok(await orders.payBalance(requirePrincipal(request), request.body), '补缴凭证已提交，待平台确认'),
  );
  route(app, E.platformOrderDifferenceSettle, async (request) =>
    ok(await orders.settleDifference(requirePrincipal(request), request.body), '过磅差额已结清'),
  );
  route(app, E.orderSettlementAccount, async (request) =>
    ok(await orders.setSettlementAccount(requirePrincipal(request), request.body), '收款账户已保存'),
  );
  route(app, E.orderSettlementAccountOptions, async (request) =>
    ok(await orders.settlementAccountOptions(requirePrincipal(request), request.params.id)),
  );
  route(app, E.platformOrders, async (request) =>
    ok(await orders.platformList(requirePrincipal(request), request.body)),
  );
  route(app, E.platformOrderSellers, async (request) =>
    ok(await orders.sellersWithOrders(requirePrincipal(request))),
  );
  route(app, E.platformOrderPaymentAudit, async (request) =>
    ok(await orders.auditPayment(requirePrincipal(request), request.body)),
  );
  route(app, E.orderSettle, async (request) =>
    ok(await orders.settle(requirePrincipal(request), request.body), '已结算'),
  );
};
