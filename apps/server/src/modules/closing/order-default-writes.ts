import { and, asc, eq, lte, notInArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { orders, users } from '../../db/schema';
import type { Notice } from '../messages';
import { SweepItemFailed, type ClosingLedger, type RecordNotices } from './closing.types';

/** 悔拍 of one locked order inside its transaction: forfeit, a strike, and the bar at `strikesToBar`. */
function defaultLockedOrder(ledger: ClosingLedger) {
  return async function defaultLocked(
    tx: DbOrTx,
    order: { id: number; lotId: number; buyerUserId: number },
    now: Date,
    strikesToBar: number,
  ) {
    await tx
      .update(orders)
      .set({ status: 'defaulted', defaultedAt: now, updatedAt: now })
      .where(eq(orders.id, order.id));
    await ledger.forfeit(order.lotId, order.buyerUserId, now, tx);
    const [buyer] = await tx
      .update(users)
      .set({
        strikes: sql`${users.strikes} + 1`,
        biddingBarredAt: sql`case when ${users.strikes} + 1 >= ${strikesToBar} then coalesce(${users.biddingBarredAt}, ${now.toISOString()}::timestamptz) else ${users.biddingBarredAt} end`,
        updatedAt: now,
      })
      .where(eq(users.id, order.buyerUserId))
      .returning({ strikes: users.strikes, biddingBarredAt: users.biddingBarredAt });
    return {
      orderId: order.id,
      lotId: order.lotId,
      buyerUserId: order.buyerUserId,
      strikes: buyer?.strikes ?? 0,
    };
  };
}

export function createOrderDefaultWrites(db: Db, ledger: ClosingLedger, recordNotices: RecordNotices) {
  const defaultLocked = defaultLockedOrder(ledger);
  return {
    /**
     * 悔拍: the next order unpaid at its deadline defaults; the deposit in it is forfeited and
     * the buyer gets a strike, barred from bidding at `strikesToBar`.
     */
    async defaultNextOverdueOrder(
      now: Date,
      strikesToBar: number,
      skipOrderIds: number[] = [],
      noticesOf: (defaulted: Awaited<ReturnType<typeof defaultLocked>>) => Notice[] = () => [],
    ) {
      return db.transaction(async (tx) => {
        const [order] = await tx
          .select({ id: orders.id, lotId: orders.lotId, buyerUserId: orders.buyerUserId })
          .from(orders)
          // A submitted voucher under review stops the clock: only orders still awaiting payment default.
          .where(
            and(
              eq(orders.status, 'awaiting_payment'),
              lte(orders.paymentDeadlineAt, now),
              skipOrderIds.length > 0 ? notInArray(orders.id, skipOrderIds) : undefined,
            ),
          )
          .orderBy(asc(orders.paymentDeadlineAt))
          .limit(1)
          .for('update', { skipLocked: true });
        if (!order) return null;
        try {
          const defaulted = await defaultLocked(tx, order, now, strikesToBar);
          return { ...defaulted, written: await recordNotices(tx, noticesOf(defaulted)) };
        } catch (error) {
          throw new SweepItemFailed({ orderId: order.id }, error);
        }
      });
    },
  };
}
