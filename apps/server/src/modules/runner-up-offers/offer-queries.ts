import type {
  MyRunnerUpOffer,
  RunnerUpChain,
  RunnerUpOffer,
} from '@lyp/shared/auction/runner-up-offer.schemas';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { lotBidders, lots, orders, runnerUpOffers, users } from '../../db/schema';
import type { PageWindow } from '../../lib/paging';
import type { OfferRow } from './runner-up.types';

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const made = alias(orders, 'made_order');

/** Whether the bidder's deposit on the lot is frozen, under review, or still to pay. */
const depositStep = sql<MyRunnerUpOffer['depositStep']>`(select case
    when bool_or(d.status = 'frozen') then 'ready'
    when bool_or(d.status = 'submitted') then 'review'
    else 'pay' end
  from deposits d where d.lot_id = ${runnerUpOffers.lotId} and d.user_id = ${runnerUpOffers.userId})`;

/** The bidder's offers with their lot, the order made and the deposit's step. */
const mineQuery = (db: DbOrTx) =>
  db
    .select({
      offer: runnerUpOffers,
      lotTitle: lots.title,
      priceBasis: lots.priceBasis,
      unit: lots.unit,
      depositFen: lots.depositFen,
      orderNo: made.orderNo,
      depositStep,
    })
    .from(runnerUpOffers)
    .innerJoin(lots, eq(lots.id, runnerUpOffers.lotId))
    .leftJoin(made, eq(made.id, runnerUpOffers.orderId));
type MineRow = Awaited<ReturnType<ReturnType<typeof mineQuery>['execute']>>[number];
const toMine = (row: MineRow): MyRunnerUpOffer => ({
  id: row.offer.id,
  lotId: row.offer.lotId,
  lotTitle: row.lotTitle,
  priceBasis: row.priceBasis,
  unit: row.unit,
  bidFen: row.offer.bidFen,
  amountFen: row.offer.amountFen,
  depositFen: row.depositFen,
  status: row.offer.status,
  deadlineAt: row.offer.deadlineAt.toISOString(),
  createdAt: row.offer.createdAt.toISOString(),
  respondedAt: iso(row.offer.respondedAt),
  depositStep: row.depositStep,
  acceptRequested: row.offer.acceptRequestedAt !== null,
  orderId: row.offer.orderId,
  orderNo: row.orderNo,
});

/** A chain's rows as the seller reads them, and where the chain stands. */
function chainFrom(
  rows: Array<{ offer: OfferRow; alias: string | null; name: string; orderNo: string | null }>,
  runnerUpEndedAt: Date | null,
): RunnerUpChain {
  const offers: RunnerUpOffer[] = rows.map((row) => ({
    id: row.offer.id,
    lotId: row.offer.lotId,
    defaultedOrderId: row.offer.defaultedOrderId,
    bidderAlias: row.alias ?? '',
    bidderName: row.name,
    bidFen: row.offer.bidFen,
    amountFen: row.offer.amountFen,
    status: row.offer.status,
    depositKept: row.offer.depositKept,
    deadlineAt: row.offer.deadlineAt.toISOString(),
    createdAt: row.offer.createdAt.toISOString(),
    respondedAt: iso(row.offer.respondedAt),
    orderId: row.offer.orderId,
    orderNo: row.orderNo,
  }));
  const state = offers.some((offer) => offer.status === 'open')
    ? 'offering'
    : offers.some((offer) => offer.status === 'accepted')
      ? 'taken'
      : runnerUpEndedAt
        ? 'no_taker'
        : 'available';
  return { state, offers };
}

/** The offers as the seller, the platform and the bidder read them. */
export function createOfferQueries(db: DbOrTx) {
  const mine = () => mineQuery(db);

  return {
    /** A defaulted order's chain, oldest offer first, and where it stands. */
    async chainOf(order: { id: number; runnerUpEndedAt: Date | null }): Promise<RunnerUpChain> {
      const rows = await db
        .select({
          offer: runnerUpOffers,
          alias: lotBidders.alias,
          name: sql<string>`coalesce(${users.actualName}, ${users.username}, ${users.phone})`,
          orderNo: made.orderNo,
        })
        .from(runnerUpOffers)
        .innerJoin(users, eq(users.id, runnerUpOffers.userId))
        .leftJoin(
          lotBidders,
          and(eq(lotBidders.lotId, runnerUpOffers.lotId), eq(lotBidders.userId, runnerUpOffers.userId)),
        )
        .leftJoin(made, eq(made.id, runnerUpOffers.orderId))
        .where(eq(runnerUpOffers.defaultedOrderId, order.id))
        .orderBy(runnerUpOffers.id);
      return chainFrom(rows, order.runnerUpEndedAt);
    },

    async myPage(userId: number, window: PageWindow) {
      const where = eq(runnerUpOffers.userId, userId);
      const [records, [total]] = await Promise.all([
        mine().where(where).orderBy(desc(runnerUpOffers.id)).offset(window.offset).limit(window.limit),
        db.select({ total: count() }).from(runnerUpOffers).where(where),
      ]);
      return { records: records.map(toMine), total: total?.total ?? 0 };
    },

    /** The bidder's newest offer on the lot (open or not), or null. */
    async mineOnLot(userId: number, lotId: number): Promise<MyRunnerUpOffer | null> {
      const [row] = await mine()
        .where(and(eq(runnerUpOffers.userId, userId), eq(runnerUpOffers.lotId, lotId)))
        .orderBy(desc(runnerUpOffers.id))
        .limit(1);
      return row ? toMine(row) : null;
    },

    async mineById(userId: number, id: number): Promise<MyRunnerUpOffer | null> {
      const [row] = await mine().where(and(eq(runnerUpOffers.userId, userId), eq(runnerUpOffers.id, id)));
      return row ? toMine(row) : null;
    },
  };
}
