import { and, eq, inArray, like, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bulletins, depositEntries, deposits, orders } from '../../db/schema';
import type { DemoParty } from './demo-parties.queries';

/** Settling the demo's overdue orders, and deposits paid in full. */
export function createDemoAuctionWrites(db: Db) {
  return {
    /**
     * Demo orders past their payment deadline are marked paid, as if the demo buyer had paid:
     * otherwise a restart days later would default them all and soon bar the demo accounts.
     * Only orders of the demo buyers on bulletins the demo seller made: a real user who won a
     * demo lot, or a real bulletin that happens to share the title, is never settled here.
     */
    async settleUnpaidDemoOrders(
      demo: { titleMark: string; sellerOrgIds: number[]; sellerUserId: number; buyerUserIds: number[] },
      now: Date,
    ) {
      const demoBulletins = db
        .select({ id: bulletins.id })
        .from(bulletins)
        .where(
          and(
            like(bulletins.title, `%${demo.titleMark}%`),
            inArray(bulletins.sellerOrgId, demo.sellerOrgIds),
            eq(bulletins.createdBy, demo.sellerUserId),
          ),
        );
      const settled = await db
        .update(orders)
        .set({ status: 'paid', paidAt: now, paymentRemark: '演示数据：视为已付款', updatedAt: now })
        .where(
          and(
            eq(orders.status, 'awaiting_payment'),
            lte(orders.paymentDeadlineAt, now),
            inArray(orders.bulletinId, demoBulletins),
            inArray(orders.buyerUserId, demo.buyerUserIds),
          ),
        )
        .returning({ id: orders.id });
      return settled.length;
    },

    /** A deposit paid and confirmed (frozen), with its history, as the auditor's approval leaves it. */
    async insertFrozenDeposit(input: { lotId: number; bidder: DemoParty; amountFen: number; at: Date }) {
      await db.transaction(async (tx) => {
        const [deposit] = await tx
          .insert(deposits)
          .values({
            lotId: input.lotId,
            userId: input.bidder.userId,
            orgId: input.bidder.orgId,
            amountFen: input.amountFen,
            status: 'frozen',
            paidFen: input.amountFen,
            frozenFen: input.amountFen,
            payerRemark: '演示数据：银行转账',
            submittedAt: input.at,
            confirmedAt: input.at,
            createdAt: input.at,
            updatedAt: input.at,
          })
          .returning({ id: deposits.id });
        if (!deposit) throw new Error('demo deposit not created');
        await tx.insert(depositEntries).values([
          { depositId: deposit.id, kind: 'submitted', amountFen: input.amountFen, createdAt: input.at },
          {
            depositId: deposit.id,
            kind: 'paid',
            amountFen: input.amountFen,
            note: '演示数据：已确认到账',
            createdAt: input.at,
          },
        ]);
      });
    },
  };
}
