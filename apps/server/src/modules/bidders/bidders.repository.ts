import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { certifications, lotSpecifiedBidders, users } from '../../db/schema';

/** What stands between a user and bidding on a lot. */
export interface BidderStanding {
  certified: boolean;
  barred: boolean;
  specified: boolean;
}

export function createBiddersRepository(db: Db) {
  return {
    /** What stands between a user and bidding, in one read. */
    async standing(userId: number, lotId: number): Promise<BidderStanding> {
      const [row] = await db
        .select({
          certification: certifications.status,
          biddingBarredAt: users.biddingBarredAt,
          specified: lotSpecifiedBidders.userId,
        })
        .from(users)
        .leftJoin(certifications, eq(certifications.userId, users.id))
        .leftJoin(
          lotSpecifiedBidders,
          and(eq(lotSpecifiedBidders.userId, users.id), eq(lotSpecifiedBidders.lotId, lotId)),
        )
        .where(eq(users.id, userId));
      return {
        certified: row?.certification === 'approved',
        barred: row?.biddingBarredAt !== null && row?.biddingBarredAt !== undefined,
        specified: row?.specified !== null && row?.specified !== undefined,
      };
    },
  };
}

export type BiddersRepository = ReturnType<typeof createBiddersRepository>;
