import type { OrderBalancePayBody } from '@lyp/shared/auction/order-weighing.schemas';
import type { BuyerOrderDetail } from '@lyp/shared/auction/order.schemas';
import { AppError } from '../../../lib/app-error';
import { isBuyerOf, type Principal } from '../../../lib/principal';
import { weighingOf } from '../order-weighing';
import type { OrderUseCaseDeps } from '../orders-deps';

/**
 * 补缴差额: a 单价 order weighed heavier than its estimate (少补); the buyer transfers the balance
 * to the platform's account, as for the goods, and uploads the voucher for the platform to check.
 */
export function payOrderBalance(deps: OrderUseCaseDeps) {
  const { orders, clock, requireOrder, wrongState, buyerDetail } = deps;
  return async (principal: Principal, body: OrderBalancePayBody): Promise<BuyerOrderDetail> => {
    const row = await requireOrder(body.orderId, (order) => isBuyerOf(principal, order));
    const weighing = weighingOf(row);
    if (!weighing) throw new AppError('ORDER_NOT_UNIT_PRICED');
    if (weighing.differenceFen === null)
      throw new AppError('ORDER_NOT_WEIGHED', { params: { action: '补缴差额' } });
    if (weighing.differenceFen <= 0 || weighing.differenceSettledAt !== null)
      throw new AppError('ORDER_NO_DIFFERENCE');
    const voucher = {
      businessType: 'order_balance_voucher' as const,
      businessId: row.id,
      fileIds: [body.voucherFileId],
    };
    // Checked first, so a wrong file fails before the order changes.
    await deps.files.checkUsable(principal, voucher);
    const done = await orders.submitBalance({
      id: row.id,
      voucherFileId: body.voucherFileId,
      now: clock.now(),
    });
    if (!done) throw wrongState((await orders.find(row.id))!, '补缴差额');
    await deps.files.bind(principal, voucher);
    return buyerDetail((await orders.find(row.id))!);
  };
}
