import type { BuyerOrderDetail, OrderPayBody } from '@lyp/shared/auction/order.schemas';
import { formatTimestamp } from '@lyp/shared/format/timestamp';
import { AppError } from '../../../lib/app-error';
import { isBuyerOf, type Principal } from '../../../lib/principal';
import type { OrderUseCaseDeps } from '../orders-deps';

/** The buyer's transfer voucher for the goods amount; it stops the default clock while reviewed. */
export function submitOrderPayment(deps: OrderUseCaseDeps) {
  const { orders, clock, requireOrder, wrongState, buyerDetail } = deps;
  return async (principal: Principal, body: OrderPayBody): Promise<BuyerOrderDetail> => {
    const row = await requireOrder(body.orderId, (order) => isBuyerOf(principal, order));
    if (row.status !== 'awaiting_payment') throw wrongState(row, '提交付款');
    const now = clock.now();
    const overdue = () =>
      new AppError('ORDER_PAYMENT_OVERDUE', {
        params: { deadline: formatTimestamp(row.paymentDeadlineAt) },
      });
    if (row.paymentDeadlineAt.getTime() <= now.getTime()) throw overdue();

    // Checked first, so a wrong file fails before the order changes.
    const target = {
      businessType: 'order_voucher' as const,
      businessId: row.id,
      fileIds: [body.voucherFileId],
    };
    await deps.files.checkUsable(principal, target);
    const submitted = await orders.submitPayment({
      id: row.id,
      voucherFileId: body.voucherFileId,
      remark: body.remark ?? null,
      now,
    });
    if (!submitted) {
      const current = (await orders.find(row.id))!;
      throw current.status === 'awaiting_payment' ? overdue() : wrongState(current, '提交付款');
    }
    await deps.files.bind(principal, target);
    return buyerDetail((await orders.find(row.id))!);
  };
}
