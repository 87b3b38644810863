import { and, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { recordWebhookEvent } from '../webhooks';

const paidColumns = {
  id: orders.id,
  orderNo: orders.orderNo,
  buyerOrgId: orders.buyerOrgId,
  sellerOrgId: orders.sellerOrgId,
  amountDueFen: orders.amountDueFen,
};

/**
 * Marks the order paid where `where` still holds, and writes the confirmation's webhook event in
 * the same transaction: both sides' systems hear the money is in. False when it no longer held.
 */
function confirmPaid(db: Db) {
  return (
    input: { id: number; where: SQL; set: Partial<typeof orders.$inferInsert>; via: 'review' | 'statement' },
    now: Date,
  ) =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .update(orders)
        .set({ status: 'paid', paidAt: now, updatedAt: now, ...input.set })
        .where(and(eq(orders.id, input.id), input.where))
        .returning(paidColumns);
      if (!row) return false;
      await recordWebhookEvent(tx, {
        type: 'order.payment_confirmed',
        orgIds: [row.buyerOrgId, row.sellerOrgId],
        data: {
          orderId: row.id,
          orderNo: row.orderNo,
          amountFen: row.amountDueFen,
          confirmedBy: input.via,
          paidAt: now.toISOString(),
        },
        occurredAt: now,
      });
      return true;
    });
}

export function createOrderPaymentWrites(db: Db) {
  const paid = confirmPaid(db);
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
    confirmPaymentByStatement: (id: number, reviewerUserId: number, statementLineId: number, now: Date) =>
      paid(
        {
          id,
          where: inArray(orders.status, ['awaiting_payment', 'payment_submitted']),
          set: {
            paymentAuditedBy: reviewerUserId,
            paymentStatementLineId: statementLineId,
            paymentRejectReason: null,
          },
          via: 'statement',
        },
        now,
      ),

    confirmPayment: (id: number, reviewerUserId: number, now: Date) =>
      paid(
        {
          id,
          where: eq(orders.status, 'payment_submitted'),
          set: { paymentAuditedBy: reviewerUserId },
          via: 'review',
        },
        now,
      ),

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
