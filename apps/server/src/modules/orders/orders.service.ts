import type { Order, OrderListBody, SaleConfirmation } from '@lyp/shared/auction/order.schemas';
import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import { AppError } from '../../lib/app-error';
import type { Principal } from '../../lib/principal';
import type { OrderRow, OrdersRepository } from './orders.repository';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function toOrder(row: OrderRow): Order {
  return {
    id: row.id,
    orderNo: row.orderNo,
    lotId: row.lotId,
    bulletinId: row.bulletinId,
    lotTitle: row.lotTitle,
    priceFen: row.priceFen,
    depositAppliedFen: row.depositAppliedFen,
    amountDueFen: row.amountDueFen,
    commissionFen: row.commissionFen,
    status: row.status,
    paymentDeadlineAt: row.paymentDeadlineAt.toISOString(),
    paidAt: iso(row.paidAt),
    defaultedAt: iso(row.defaultedAt),
    createdAt: row.createdAt.toISOString(),
    confirmation: JSON.parse(row.confirmation) as SaleConfirmation,
  };
}

/** Orders made at the close: the buyer's, visible to its buyer, its seller and auditors. */
export function createOrdersService(deps: { orders: OrdersRepository }) {
  return {
    async myList(principal: Principal, body: OrderListBody) {
      const { records, total } = await deps.orders.listForBuyer({
        buyerUserId: principal.userId,
        ...(body.status ? { status: body.status } : {}),
        offset: (body.current - 1) * body.size,
        limit: body.size,
      });
      return { records: records.map(toOrder), total, current: body.current, size: body.size };
    },

    async get(principal: Principal, id: number): Promise<Order> {
      const row = await deps.orders.find(id);
      const mayRead =
        row !== undefined &&
        (row.buyerUserId === principal.userId ||
          row.sellerOrgId === principal.orgId ||
          principal.permissions.has(PERMISSIONS.noticeAuditView.code));
      // Someone else's order answers exactly like a missing one.
      if (!row || !mayRead) throw new AppError('ORDER_NOT_FOUND');
      return toOrder(row);
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
