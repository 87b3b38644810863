import { and, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';

/**
 * 过磅 of a 单价 order and what follows it. Each step is one conditional UPDATE, so a weighing
 * racing the buyer's confirmation or the platform's settlement cannot both win.
 */
export function createOrderWeighingWrites(db: Db) {
  return {
    /**
     * The weighed quantity and the amounts it makes. A weighing may be corrected until the buyer
     * confirmed it, the difference was settled, the goods were picked up or the seller was paid.
     */
    async weigh(input: {
      id: number;
      userId: number;
      weighedQuantity: number;
      priceFen: number;
      commissionFen: number;
      needsBuyer: boolean;
      ticketFileId: string | null;
      remark: string | null;
      now: Date;
    }) {
      const [row] = await db
        .update(orders)
        .set({
          weighedQuantity: input.weighedQuantity.toFixed(3),
          weighedAt: input.now,
          weighedBy: input.userId,
          weighingTicketFileId: input.ticketFileId,
          priceFen: input.priceFen,
          commissionFen: input.commissionFen,
          weighingNeedsBuyer: input.needsBuyer,
          ...(input.remark !== null ? { pickupRemark: input.remark } : {}),
          updatedAt: input.now,
        })
        .where(
          and(
            eq(orders.id, input.id),
            eq(orders.priceBasis, 'unit'),
            eq(orders.status, 'paid'),
            isNull(orders.settledAt),
            isNull(orders.weighingConfirmedAt),
            isNull(orders.differenceSettledAt),
          ),
        )
        .returning({ id: orders.id });
      return row !== undefined;
    },
  };
}

/** What follows a weighing: the buyer's word on a large gap, and the difference settled. */
export function createWeighingFollowUpWrites(db: Db) {
  return {
    /** The buyer accepts a weighing far off the estimate. */
    async confirmWeighing(input: { id: number; userId: number; now: Date }) {
      const [row] = await db
        .update(orders)
        .set({ weighingConfirmedAt: input.now, weighingConfirmedBy: input.userId, updatedAt: input.now })
        .where(
          and(
            eq(orders.id, input.id),
            isNotNull(orders.weighedAt),
            eq(orders.weighingNeedsBuyer, true),
            isNull(orders.weighingConfirmedAt),
            ne(orders.status, 'defaulted'),
          ),
        )
        .returning({ id: orders.id });
      return row !== undefined;
    },

    /** The buyer's voucher for the balance (少补), until the platform records it received. */
    async submitBalance(input: { id: number; voucherFileId: string; now: Date }) {
      const [row] = await db
        .update(orders)
        .set({
          balanceVoucherFileId: input.voucherFileId,
          balanceSubmittedAt: input.now,
          updatedAt: input.now,
        })
        .where(
          and(
            eq(orders.id, input.id),
            isNotNull(orders.weighedAt),
            isNull(orders.differenceSettledAt),
            sql`${orders.priceFen} > ${orders.estimatedAmountFen}`,
          ),
        )
        .returning({ id: orders.id });
      return row !== undefined;
    },

    /** 多退少补 done: the balance received from the buyer, or the refund sent to them. */
    async settleDifference(input: { id: number; userId: number; reference: string; now: Date }) {
      const [row] = await db
        .update(orders)
        .set({
          differenceSettledAt: input.now,
          differenceSettledBy: input.userId,
          differenceReference: input.reference,
          updatedAt: input.now,
        })
        .where(
          and(
            eq(orders.id, input.id),
            isNotNull(orders.weighedAt),
            isNull(orders.differenceSettledAt),
            sql`${orders.priceFen} <> ${orders.estimatedAmountFen}`,
          ),
        )
        .returning({ id: orders.id });
      return row !== undefined;
    },
  };
}
