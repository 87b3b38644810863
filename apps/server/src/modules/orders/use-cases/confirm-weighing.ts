import type { BuyerOrderDetail } from '@lyp/shared/auction/order.schemas';
import { AppError } from '../../../lib/app-error';
import { isBuyerOf, type Principal } from '../../../lib/principal';
import type { OrderUseCaseDeps } from '../orders-deps';

/**
 * 确认过磅结果: the buyer accepts a weighed quantity further off the estimate than the rules
 * allow without them; only then is the sale settled on it.
 */
export function confirmWeighing({ orders, clock, requireOrder, wrongState, buyerDetail }: OrderUseCaseDeps) {
  return async (principal: Principal, id: number): Promise<BuyerOrderDetail> => {
    const row = await requireOrder(id, (order) => isBuyerOf(principal, order));
    if (row.weighedAt === null)
      throw new AppError('ORDER_NOT_WEIGHED', { params: { action: '确认过磅结果' } });
    if (!row.weighingNeedsBuyer || row.weighingConfirmedAt !== null)
      throw new AppError('ORDER_WEIGHING_NO_CONFIRMATION_NEEDED');
    const done = await orders.confirmWeighing({ id: row.id, userId: principal.userId, now: clock.now() });
    if (!done) throw wrongState((await orders.find(row.id))!, '确认过磅结果');
    return buyerDetail((await orders.find(row.id))!);
  };
}
