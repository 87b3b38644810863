import type { Order, OrderPickupOverdueBody } from '@lyp/shared/auction/order.schemas';
import { pickupDueOn } from '@lyp/shared/auction/pickup-deadline';
import { chinaDate } from '@lyp/shared/format/timestamp';
import { AppError } from '../../../lib/app-error';
import type { Principal } from '../../../lib/principal';
import type { OrderUseCaseDeps } from '../orders-deps';

/**
 * 逾期未提: the buyer let the pickup deadline pass. The seller records what happened or was
 * agreed (storage charged, goods held, a new date); the buyer reads it on the order. It may be
 * recorded again as things move on; the goods can still be picked up afterwards.
 */
export function recordPickupOverdue({ orders, clock, requireOrder, wrongState, reload }: OrderUseCaseDeps) {
  return async (principal: Principal, id: number, body: OrderPickupOverdueBody): Promise<Order> => {
    const row = await requireOrder(id, (order) => order.sellerOrgId === principal.orgId);
    if (row.status !== 'paid' || !row.paidAt) throw wrongState(row, '记录逾期未提（须货款已确认且未提货）');
    const now = clock.now();
    const dueOn = pickupDueOn(row.paidAt, row.lotPickupDays);
    if (chinaDate(now) <= dueOn) throw new AppError('PICKUP_NOT_OVERDUE', { params: { dueOn } });
    const done = await orders.recordPickupOverdue({
      id: row.id,
      userId: principal.userId,
      note: body.note,
      now,
    });
    if (!done) throw wrongState((await orders.find(row.id))!, '记录逾期未提');
    return reload(row.id);
  };
}
