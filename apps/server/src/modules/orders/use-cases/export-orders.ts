import { chinaDate } from '@lyp/shared/format/timestamp';
import type { OrderListBody, PlatformOrderListBody } from '@lyp/shared/auction/order.schemas';
import { allPages } from '../../../lib/excel-export';
import { buyerOrgBound, type Principal } from '../../../lib/principal';
import { exportBuyerOrders, exportOrders } from '../order-export';
import { orderFiltersOf, platformFiltersOf } from '../order-list-filters';
import { toBuyerOrder, toOrder } from '../order-views';
import type { OrderUseCaseDeps } from '../orders-deps';

/** The order lists' exports: every order of the list as filtered, read a page at a time. */
export function createOrderExports({ orders, clock }: OrderUseCaseDeps) {
  return {
    /** 我的订单's export: the buyer's side of every order of the list as filtered. */
    myExport(principal: Principal, body: OrderListBody) {
      const rows = allPages(async (offset, limit) =>
        (
          await orders.listForBuyer({
            buyerUserId: principal.userId,
            buyerOrgId: buyerOrgBound(principal),
            ...orderFiltersOf(body, chinaDate(clock.now())),
            offset,
            limit,
          })
        ).records.map(toBuyerOrder),
      );
      return exportBuyerOrders(rows, clock.now());
    },

    /** 订单管理's export: every order of the list as filtered, read a page at a time. */
    sellerExport(principal: Principal, body: OrderListBody) {
      const rows = allPages(async (offset, limit) =>
        (
          await orders.listForSeller({
            sellerOrgId: principal.orgId,
            ...orderFiltersOf(body, chinaDate(clock.now())),
            offset,
            limit,
          })
        ).records.map(toOrder),
      );
      return exportOrders('订单管理', rows, clock.now());
    },

    /** 竞价订单管理's export, over the tenant's organisations. */
    platformExport(principal: Principal, body: PlatformOrderListBody) {
      const rows = allPages(async (offset, limit) =>
        (
          await orders.listForPlatform({
            ...platformFiltersOf(principal, body),
            ...orderFiltersOf(body, chinaDate(clock.now())),
            offset,
            limit,
          })
        ).records.map(toOrder),
      );
      return exportOrders('竞价订单', rows, clock.now());
    },
  };
}
