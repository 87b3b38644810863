import type { OrderDifferenceSettleBody } from '@lyp/shared/auction/order-weighing.schemas';
import type { Order } from '@lyp/shared/auction/order.schemas';
import { formatFen } from '@lyp/shared/format/currency';
import { AppError } from '../../../lib/app-error';
import type { Principal } from '../../../lib/principal';
import { sameTenant } from '../order-access';
import { weighingOf } from '../order-weighing';
import type { OrderUseCaseDeps } from '../orders-deps';

/**
 * 多退少补 settled: the platform records that the buyer's balance (少补) arrived in its account,
 * or that it sent the buyer the overpayment back (多退), with the transfer's bank reference.
 */
export function settleOrderDifference(deps: OrderUseCaseDeps) {
  const { orders, clock, requireOrder, wrongState, reload } = deps;
  return async (principal: Principal, body: OrderDifferenceSettleBody): Promise<Order> => {
    const row = await requireOrder(body.orderId, (order) => sameTenant(principal, order));
    const weighing = weighingOf(row);
    if (!weighing) throw new AppError('ORDER_NOT_UNIT_PRICED');
    if (weighing.differenceFen === null)
      throw new AppError('ORDER_NOT_WEIGHED', { params: { action: '结清过磅差额' } });
    if (weighing.differenceFen === 0 || weighing.differenceSettledAt !== null)
      throw new AppError('ORDER_NO_DIFFERENCE');
    const done = await orders.settleDifference({
      id: row.id,
      userId: principal.userId,
      reference: body.reference,
      now: clock.now(),
    });
    if (!done) throw wrongState((await orders.find(row.id))!, '结清过磅差额');
    const refund = weighing.differenceFen < 0;
    await deps.operationLog.record(principal, {
      action: 'order_difference_settle',
      targetType: 'order',
      targetId: row.id,
      summary: `订单 ${row.orderNo} 过磅差额${refund ? '退还买受人' : '收到买受人补缴'} ${formatFen(Math.abs(weighing.differenceFen))}`,
      before: null,
      after: { differenceFen: weighing.differenceFen, reference: body.reference },
    });
    return reload(row.id);
  };
}
