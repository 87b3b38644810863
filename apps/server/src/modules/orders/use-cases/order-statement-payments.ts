import type { OrderRow, OrdersRepository } from '../orders.repository';
import type { Clock } from '../../../lib/clock';
import type { Principal } from '../../../lib/principal';
import type { DomainEventPublisher } from '../../../lib/domain-events';
import type { OperationLogService } from '../../operation-log';
import { sameTenant } from '../order-access';

/** What paying by statement shares with the rest of the orders service. */
interface Deps {
  orders: OrdersRepository;
  clock: Clock;
  operationLog: Pick<OperationLogService, 'record'>;
  events: DomainEventPublisher;
  requireOrder: (id: number, may: (row: OrderRow) => boolean) => Promise<OrderRow>;
}

/**
 * 银行对账's side of orders: an order found by the number a transfer note quotes, or picked by
 * a person, and its goods money confirmed with the statement's line as evidence.
 */
export function createOrderStatementPayments(deps: Deps) {
  const { orders, clock, requireOrder } = deps;
  return {
    /** The tenant's order of this number, as a statement's transfer note quotes it. */
    async forStatement(tenantId: number, orderNo: string): Promise<OrderRow | undefined> {
      const row = await orders.findByOrderNo(orderNo);
      return row && row.tenantId === tenantId ? row : undefined;
    },

    /** The tenant's order of this id, as a person matching a statement's line picks it. */
    async forStatementById(tenantId: number, id: number): Promise<OrderRow | undefined> {
      const row = await orders.find(id);
      return row && row.tenantId === tenantId ? row : undefined;
    },

    /** The tenant's orders waiting for goods money of this amount. */
    awaitingWithAmount: (tenantId: number, amountDueFen: number) =>
      orders.awaitingWithAmount(tenantId, amountDueFen),

    /**
     * 银行对账: a statement's credit proved the goods money arrived: paid, with the line kept as
     * evidence in the order and the operation log. False when it no longer waits.
     */
    async confirmByStatement(
      reviewer: Principal,
      orderId: number,
      evidence: { lineId: number; note: string },
    ): Promise<boolean> {
      const row = await requireOrder(orderId, (order) => sameTenant(reviewer, order));
      const now = clock.now();
      const done = await orders.confirmPaymentByStatement(row.id, reviewer.userId, evidence.lineId, now);
      if (!done) return false;
      await deps.events.publish('order.payment-reviewed', {
        orderId: row.id,
        buyerUserId: row.buyerUserId,
        lotTitle: row.lotTitle,
        amountFen: row.amountDueFen,
        approved: true,
        reason: null,
        reviewedAt: now.toISOString(),
      });
      await deps.operationLog.record(reviewer, {
        action: 'order_payment_statement',
        targetType: 'order',
        targetId: row.id,
        summary: `银行对账确认货款 ${row.orderNo}：${evidence.note}`,
        before: { status: row.status },
        after: { status: 'paid', statementLineId: evidence.lineId },
      });
      return true;
    },
  };
}
