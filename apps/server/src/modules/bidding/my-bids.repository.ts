import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bids, lotBidders, lots, proxyBids, sealedBids } from '../../db/schema';

/** 我的竞价's rows: the lots a user bid on, with their own highest bid and maximum. */
export interface MyBidLotRow {
  lotId: number;
  lotNo: string;
  title: string;
  status: (typeof lots.$inferSelect)['status'];
  biddingMode: (typeof lots.$inferSelect)['biddingMode'];
  priceBasis: (typeof lots.$inferSelect)['priceBasis'];
  startsAt: Date;
  endsAt: Date;
  currentPriceFen: number | null;
  bidCount: number;
  alias: string;
  leading: boolean;
  myHighestFen: number | null;
  myMaxFen: number | null;
}

/**
 * The lots a user has an alias on (every bidder gets one with their first bid), running ones
 * first, then by end, newest first. Bids voided by a take-down left with their aliases.
 */
export async function listMyBidLots(db: Db, userId: number, offset: number, limit: number) {
  const mine = eq(lotBidders.userId, userId);
  const [records, totals] = await Promise.all([
    db
      .select({
        lotId: lots.id,
        lotNo: lots.lotNo,
        title: lots.title,
        status: lots.status,
        biddingMode: lots.biddingMode,
        priceBasis: lots.priceBasis,
        startsAt: lots.startsAt,
        endsAt: lots.endsAt,
        currentPriceFen: lots.currentPriceFen,
        bidCount: lots.bidCount,
        alias: lotBidders.alias,
        leading: sql<boolean>`coalesce(${lots.leaderUserId} = ${userId}, false)`,
        // A running sealed-bid lot has no bids yet: the caller's own sealed amount stands in.
        myHighestFen: sql<number | null>`coalesce((select max(${bids.amountFen}) from ${bids}
          where ${bids.lotId} = ${lots.id} and ${bids.userId} = ${userId}),
          (select max(${sealedBids.amountFen}) from ${sealedBids}
          where ${sealedBids.lotId} = ${lots.id} and ${sealedBids.userId} = ${userId}))`.mapWith(Number),
        myMaxFen: proxyBids.maxFen,
      })
      .from(lotBidders)
      .innerJoin(lots, eq(lots.id, lotBidders.lotId))
      .leftJoin(
        proxyBids,
        and(eq(proxyBids.lotId, lotBidders.lotId), eq(proxyBids.userId, lotBidders.userId)),
      )
      .where(mine)
      .orderBy(desc(sql`${lots.status} in ('scheduled', 'bidding')`), desc(lots.endsAt), desc(lots.id))
      .offset(offset)
      .limit(limit),
    db.select({ total: count() }).from(lotBidders).where(mine),
  ]);
  return { records: records as MyBidLotRow[], total: totals[0]?.total ?? 0 };
}
