import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  bulletins,
  certifications,
  lots,
  lotSpecifiedBidders,
  userOrganisations,
  users,
} from '../../db/schema';

/** What stands between a user and bidding on a lot. */
export interface BidderStanding {
  certified: boolean;
  barred: boolean;
  specified: boolean;
  /** A member of the selling organisation, whichever organisation they act for now. */
  sellerMember: boolean;
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
          sellerMember: sql<boolean>`exists (
            select 1 from ${lots}
              join ${bulletins} on ${bulletins.id} = ${lots.bulletinId}
              join ${userOrganisations} on ${userOrganisations.orgId} = ${bulletins.sellerOrgId}
             where ${lots.id} = ${lotId} and ${userOrganisations.userId} = ${users.id})`,
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
        sellerMember: row?.sellerMember === true,
      };
    },
  };
}

export type BiddersRepository = ReturnType<typeof createBiddersRepository>;
