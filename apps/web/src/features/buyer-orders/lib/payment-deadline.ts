import type { BuyerOrder } from '@lyp/shared/auction/order.schemas';
import { formatCountdown } from '@lyp/shared/format/duration';

/** Orders the buyer can still pay: waiting for the voucher (again, after a rejection). */
export const canPay = (order: Pick<BuyerOrder, 'status'>) => order.status === 'awaiting_payment';

/** Once the platform or the seller confirmed the payment, the 提货单 exists. */
export const hasBillOfLading = (order: Pick<BuyerOrder, 'status'>) =>
  order.status === 'paid' || order.status === 'completed';

/**
 * What is left to pay in, as the buyer reads it: a countdown while the deadline runs, 已到期 once
 * it passed (the server defaults the order at its next sweep), nothing once it no longer applies.
 */
export function deadlineLeft(order: Pick<BuyerOrder, 'status' | 'paymentDeadlineAt'>, nowMs: number) {
  if (order.status === 'payment_submitted') return { text: '凭证审核中，期限暂停', urgent: false };
  if (order.status !== 'awaiting_payment') return null;
  const leftMs = Date.parse(order.paymentDeadlineAt) - nowMs;
  if (leftMs <= 0) return { text: '已到期', urgent: true };
  return { text: `剩余 ${formatCountdown(leftMs)}`, urgent: leftMs < 24 * 3600_000 };
}
