import { AUCTION_RULES } from '@lyp/shared/auction/auction-rules';
import type { Order, OrderPaymentAuditBody } from '@lyp/shared/auction/order.schemas';
import { HOUR_MS } from '../../../lib/clock';
import type { Principal } from '../../../lib/principal';
import { sameTenant } from '../order-access';
import type { OrderUseCaseDeps } from '../orders-deps';

/**
 * The platform confirms the goods money arrived in its account, or turns the voucher down:
 * only the party whose account received the money confirms it (the route admits holders of
 * bidOrderPaymentAudit; the order must be of their tenant). The seller sees it confirmed.
 */
export function auditOrderPayment({
  orders,
  clock,
  events,
  requireOrder,
  wrongState,
  reload,
}: OrderUseCaseDeps) {
  return async (reviewer: Principal, body: OrderPaymentAuditBody): Promise<Order> => {
    const row = await requireOrder(body.orderId, (order) => sameTenant(reviewer, order));
    if (row.status !== 'payment_submitted') throw wrongState(row, '审核付款');
    const now = clock.now();
    const done = body.approved
      ? await orders.confirmPayment(row.id, reviewer.userId, now)
      : await orders.rejectPayment({
          id: row.id,
          reviewerUserId: reviewer.userId,
          reason: body.reason ?? '付款凭证未通过审核',
          graceUntil: new Date(now.getTime() + AUCTION_RULES.paymentResubmitHours * HOUR_MS),
          now,
        });
    if (!done) throw wrongState((await orders.find(row.id))!, '审核付款');
    await events.publish('order.payment-reviewed', {
      orderId: row.id,
      buyerUserId: row.buyerUserId,
      lotTitle: row.lotTitle,
      amountFen: row.amountDueFen,
      approved: body.approved,
      reason: body.approved ? null : (body.reason ?? '付款凭证未通过审核'),
      reviewedAt: now.toISOString(),
    });
    return reload(row.id);
  };
}
