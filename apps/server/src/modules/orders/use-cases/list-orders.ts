import { chinaDate } from '@lyp/shared/format/timestamp';
import type { OrderListBody, PlatformOrderListBody } from '@lyp/shared/auction/order.schemas';
import { buyerOrgBound, type Principal } from '../../../lib/principal';
import { orderPageOf, platformFiltersOf } from '../order-list-filters';
import { toBuyerOrder, toOrder } from '../order-views';
import type { OrderUseCaseDeps } from '../orders-deps';

/** The order lists, a page at a time: the buyer's, the seller's and the platform's. */
export function createOrderLists({ orders, clock }: OrderUseCaseDeps) {
  const today = () => chinaDate(clock.now());
  return {
    async myList(principal: Principal, body: OrderListBody) {
      const { records, total } = await orders.listForBuyer({
        buyerUserId: principal.userId,
        buyerOrgId: buyerOrgBound(principal),
        ...orderPageOf(body, today()),
      });
      return { records: records.map(toBuyerOrder), total, current: body.current, size: body.size };
    },

    /** The orders of the seller organisation the caller is acting for. */
    async sellerList(principal: Principal, body: OrderListBody) {
      const { records, total } = await orders.listForSeller({
        sellerOrgId: principal.orgId,
        ...orderPageOf(body, today()),
      });
      return { records: records.map(toOrder), total, current: body.current, size: body.size };
    },

    /** 竞价订单管理: every organisation's orders in the tenant; the route admits only holders of bidOrderView. */
    async platformList(principal: Principal, body: PlatformOrderListBody) {
      const { records, total } = await orders.listForPlatform({
        ...platformFiltersOf(principal, body),
        ...orderPageOf(body, today()),
      });
      return { records: records.map(toOrder), total, current: body.current, size: body.size };
    },

    sellersWithOrders: (principal: Principal) => orders.sellersWithOrders(principal.tenantId),
  };
}
