import { and, count, desc, eq, getTableColumns, gt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { lots, orders } from '../../db/schema';

export type OrderRow = typeof orders.$inferSelect & { lotTitle: string };
type OrderStatus = OrderRow['status'];

const orderRow = { ...getTableColumns(orders), lotTitle: lots.title };

/**
 * Every payment step is one conditional UPDATE on the order's status, so two reviewers, or a
 * review racing the default sweep, cannot both win: the loser changes nothing and is told so.
 */
export function createOrdersRepository(db: Db) {
  const withLot = () => db.select(orderRow).from(orders).innerJoin(lots, eq(lots.id, orders.lotId));

  async function page(where: SQL | undefined, offset: number, limit: number) {
    const [records, totals] = await Promise.all([
      withLot().where(where).orderBy(desc(orders.createdAt), desc(orders.id)).offset(offset).limit(limit),
      db.select({ total: count() }).from(orders).where(where),
    ]);
    return { records, total: totals[0]?.total ?? 0 };
  }

  return {
    async find(id: number): Promise<OrderRow | undefined> {
      const [row] = await withLot().where(eq(orders.id, id));
      return row;
    },

    async listForBuyer(filter: { buyerUserId: number; status?: OrderStatus; offset: number; limit: number }) {
      const where = and(
        eq(orders.buyerUserId, filter.buyerUserId),
        filter.status ? eq(orders.status, filter.status) : undefined,
      );
      return page(where, filter.offset, filter.limit);
    },

    async listForSeller(filter: {
      sellerOrgId: number;
      status?: OrderStatus;
      offset: number;
      limit: number;
    }) {
      const where = and(
        eq(orders.sellerOrgId, filter.sellerOrgId),
        filter.status ? eq(orders.status, filter.status) : undefined,
      );
      return page(where, filter.offset, filter.limit);
    },

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

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
