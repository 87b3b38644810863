import type { Order, OrderPickupBody } from '@lyp/shared/auction/order.schemas';
import { chinaDate } from '@lyp/shared/format/timestamp';
import { AppError } from '../../../lib/app-error';
import type { Principal } from '../../../lib/principal';
import type { OrderUseCaseDeps } from '../orders-deps';

/**
 * The seller confirms the buyer took the paid goods away (提货), on a day between the
 * payment's confirmation and today (China time), with the weighbridge's quantity: the order
 * is complete.
 */
export function confirmOrderPickup({ orders, clock, requireOrder, wrongState, reload }: OrderUseCaseDeps) {
  return async (principal: Principal, id: number, body: OrderPickupBody): Promise<Order> => {
    const row = await requireOrder(id, (order) => order.sellerOrgId === principal.orgId);
    if (row.status !== 'paid') throw wrongState(row, '确认提货（须平台确认货款到账后）');
    // A 单价 sale is priced on its weighing: the pickup keeps that quantity, whatever the form says.
    const unitPriced = row.priceBasis === 'unit';
    if (unitPriced && row.weighedAt === null)
      throw new AppError('ORDER_NOT_WEIGHED', { params: { action: '确认提货' } });
    const now = clock.now();
    const today = chinaDate(now);
    if (body.pickedUpOn > today)
      throw new AppError('PICKUP_DATE_AFTER_TODAY', { params: { today }, field: 'pickedUpOn' });
    const paidOn = row.paidAt ? chinaDate(row.paidAt) : today;
    if (body.pickedUpOn < paidOn)
      throw new AppError('PICKUP_DATE_BEFORE_PAYMENT', { params: { paidOn }, field: 'pickedUpOn' });
    const done = await orders.confirmPickup({
      id: row.id,
      userId: principal.userId,
      pickedUpOn: body.pickedUpOn,
      weighedQuantity: unitPriced ? Number(row.weighedQuantity) : body.weighedQuantity,
      remark: body.remark ?? null,
      now,
    });
    if (!done) throw wrongState((await orders.find(row.id))!, '确认提货');
    return reload(row.id);
  };
}
