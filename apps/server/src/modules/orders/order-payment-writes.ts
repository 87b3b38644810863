import { and, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';

/** The goods payment's steps: the buyer's voucher, and the platform's confirmation or refusal. */
export function createOrderPaymentWrites(db: Db) {
  return {
    /** The buyer's voucher, accepted only while the order awaits payment and is within its deadline. */
    async submitPayment(input: { id: number; voucherFileId: string; remark: string | null; now: Date }) {
      const [row] = await db
        .update(orders)
        .set({
          status: 'payment_submitted',
          paymentVoucherFileId: input.voucherFileId,
          paymentRemark: input.remark,
          paymentSubmittedAt: input.now,
          paymentRejectReason: null,
          updatedAt: input.now,
        })
        .where(
          and(
            eq(orders.id, input.id),
            eq(orders.status, 'awaiting_payment'),
            gt(orders.paymentDeadlineAt, input.now),
          ),
        )
        .returning({ id: orders.id });
      return row !== undefined;
    },
    /**
     * 银行对账: the goods money is in the platform's account, voucher or not. Refused (false)
     * once the order is paid, defaulted or otherwise no longer waiting.
     */
    async confirmPaymentByStatement(id: number, reviewerUserId: number, statementLineId: number, now: Date) {
      const [row] = await db
        .update(orders)
        .set({
          status: 'paid',
          paidAt: now,
          paymentAuditedBy: reviewerUserId,
          paymentStatementLineId: statementLineId,
          paymentRejectReason: null,
          updatedAt: now,
        })
        .where(and(eq(orders.id, id), inArray(orders.status, ['awaiting_payment', 'payment_submitted'])))
        .returning({ id: orders.id });
      return row !== undefined;
    },

    async confirmPayment(id: number, reviewerUserId: number, now: Date) {
      const [row] = await db
        .update(orders)
        .set({ status: 'paid', paidAt: now, paymentAuditedBy: reviewerUserId, updatedAt: now })
        .where(and(eq(orders.id, id), eq(orders.status, 'payment_submitted')))
        .returning({ id: orders.id });
      return row !== undefined;
    },

    /** Back to awaiting payment with the reason, and at least `graceUntil` to send a new voucher. */
    async rejectPayment(input: {
      id: number;
      reviewerUserId: number;
      reason: string;
      graceUntil: Date;
      now: Date;
    }) {
      const [row] = await db
        .update(orders)
        .set({
          status: 'awaiting_payment',
          paymentRejectReason: input.reason,
          paymentAuditedBy: input.reviewerUserId,
          paymentDeadlineAt: sqlGreatest(input.graceUntil),
          updatedAt: input.now,
        })
        .where(and(eq(orders.id, input.id), eq(orders.status, 'payment_submitted')))
        .returning({ id: orders.id });
      return row !== undefined;
    },
  };
}

function sqlGreatest(floor: Date): SQL<Date> {
  return sql<Date>`greatest(${orders.paymentDeadlineAt}, ${floor.toISOString()}::timestamptz)`;
}
