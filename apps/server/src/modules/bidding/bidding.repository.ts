import { and, count, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import { priorityRanksOf } from '../../db/priority-ranks';
import type { Db } from '../../db/client';
import {
  bidRequests,
  bids,
  bulletins,
  certifications,
  companyCertifications,
  deposits,
  lotBidders,
  lots,
  proxyBids,
  userOrganisations,
  users,
} from '../../db/schema';
import { lotBarredSql, missingQualificationsSql } from '../bidders';
import { listMyBidLots } from './my-bids.repository';

export type LotRow = typeof lots.$inferSelect;

/** A lot as bidding reads it: its row, its bulletin's seller and status, and the leader's alias. */
export type BiddingLot = LotRow & {
  sellerOrgId: number;
  bulletinStatus: (typeof bulletins.$inferSelect)['status'];
  leaderAlias: string | null;
};

/** A lot with everything that decides whether one user may bid on it now: one read per request. */
export type BiddingGate = BiddingLot & {
  certified: boolean;
  /** Not certified, with an application in review (read only for the uncertified). */
  certificationPending: boolean;
  barred: boolean;
  lotBarred: boolean;
  specified: boolean;
  depositFrozen: boolean;
  /** A deposit voucher waits for review. */
  depositSubmitted: boolean;
  sellerMember: boolean;
  /** The lot's required qualifications the user lacks today, by name (empty when none). */
  missingQualifications: string[];
  earlierRequestHash: string | null;
  earlierAnswer: string | null;
};

const lotWithSeller = {
  ...getTableColumns(lots),
  sellerOrgId: bulletins.sellerOrgId,
  bulletinStatus: bulletins.status,
  leaderAlias: lotBidders.alias,
};

const publicBid = {
  seq: bids.eventSeq,
  amountFen: bids.amountFen,
  kind: bids.kind,
  priority: bids.priority,
  at: bids.createdAt,
  alias: lotBidders.alias,
};

/**
 * Every bid request reads its gate first, so it is a prepared statement: built once, planned
 * once per connection, instead of assembled anew for each request.
 */
function prepareGate(db: Db) {
  const userId = sql.placeholder('userId');
  const clientBidId = sql.placeholder('clientBidId');
  const earlier = (column: typeof bidRequests.requestHash | typeof bidRequests.answer) =>
    sql<
      string | null
    >`(select ${column} from ${bidRequests} where ${bidRequests.userId} = ${userId} and ${bidRequests.clientBidId} = ${clientBidId})`;
  return db
    .select({
      ...lotWithSeller,
      // Defined once in SQL (migration 0006): a person's certification or a certified company's.
      certified: sql<boolean>`lyp_user_certified(${userId})`,
      // A CASE evaluates its branch only when reached: certified bidders never pay for this read.
      certificationPending: sql<boolean>`case when lyp_user_certified(${userId}) then false else (
        exists (select 1 from ${certifications}
                 where ${certifications.userId} = ${userId} and ${certifications.status} = 'pending')
        or exists (select 1 from ${companyCertifications}
                 where ${companyCertifications.applicantUserId} = ${userId}
                   and ${companyCertifications.status} = 'submitted')) end`,
      barred: sql<boolean>`exists (select 1 from ${users} where ${users.id} = ${userId} and ${users.biddingBarredAt} is not null)`,
      specified: sql<boolean>`lyp_user_specified(${lots.id}, ${userId})`,
      lotBarred: lotBarredSql(lots.id, userId),
      missingQualifications: sql<
        string[]
      >`coalesce(${missingQualificationsSql(lots.id, userId, sql.placeholder('now'))}, '{}')`,
      depositFrozen: sql<boolean>`exists (select 1 from ${deposits} where ${deposits.lotId} = ${lots.id} and ${deposits.userId} = ${userId} and ${deposits.status} = 'frozen')`,
      depositSubmitted: sql<boolean>`exists (select 1 from ${deposits} where ${deposits.lotId} = ${lots.id} and ${deposits.userId} = ${userId} and ${deposits.status} = 'submitted')`,
      sellerMember: sql<boolean>`exists (select 1 from ${userOrganisations} where ${userOrganisations.orgId} = ${bulletins.sellerOrgId} and ${userOrganisations.userId} = ${userId})`,
      earlierRequestHash: earlier(bidRequests.requestHash),
      earlierAnswer: earlier(bidRequests.answer),
    })
    .from(lots)
    .innerJoin(bulletins, eq(bulletins.id, lots.bulletinId))
    .leftJoin(lotBidders, and(eq(lotBidders.lotId, lots.id), eq(lotBidders.userId, lots.leaderUserId)))
    .where(eq(lots.id, sql.placeholder('lotId')))
    .prepare('bidding_gate');
}

function gateReader(db: Db) {
  const statement = prepareGate(db);
  return async (
    lotId: number,
    userId: number,
    clientBidId: string,
    now: Date,
  ): Promise<BiddingGate | undefined> => {
    const [row] = await statement.execute({ lotId, userId, clientBidId, now: now.toISOString() });
    return row;
  };
}

/** Reads for bidding pages; the writes of bidding go through the bid lock. */
export function createBiddingRepository(db: Db) {
  const bidsOf = (lotId: number) =>
    db
      .select(publicBid)
      .from(bids)
      .innerJoin(lotBidders, and(eq(lotBidders.lotId, bids.lotId), eq(lotBidders.userId, bids.userId)))
      .where(eq(bids.lotId, lotId));

  return {
    async findLot(lotId: number): Promise<BiddingLot | undefined> {
      const [row] = await db
        .select(lotWithSeller)
        .from(lots)
        .innerJoin(bulletins, eq(bulletins.id, lots.bulletinId))
        .leftJoin(lotBidders, and(eq(lotBidders.lotId, lots.id), eq(lotBidders.userId, lots.leaderUserId)))
        .where(eq(lots.id, lotId));
      return row;
    },

    /** The lot, the caller's standing and deposit at `now`, and any earlier answer to this client bid id. */
    gate: gateReader(db),

    async listBids(lotId: number, offset: number, limit: number) {
      const [records, totals] = await Promise.all([
        bidsOf(lotId).orderBy(desc(bids.id)).offset(offset).limit(limit),
        db.select({ total: count() }).from(bids).where(eq(bids.lotId, lotId)),
      ]);
      return { records, total: totals[0]?.total ?? 0 };
    },

    async newestBid(lotId: number) {
      const [row] = await bidsOf(lotId).orderBy(desc(bids.id)).limit(1);
      return row;
    },

    /**
     * The highest bid; of equal ones the later in the lot's sequence, which is the one that leads
     * (a maximum's reply to a manual bid of the same price). Row ids need not follow the sequence.
     */
    async highestBid(lotId: number) {
      const [row] = await bidsOf(lotId).orderBy(desc(bids.amountFen), desc(bids.eventSeq)).limit(1);
      return row;
    },

    /** 我的竞价: the lots the user bid on (see listMyBidLots). */
    myBidLots: (userId: number, offset: number, limit: number) => listMyBidLots(db, userId, offset, limit),

    /** The caller's alias, maximum, last bid and 优先购买权 order on a lot. */
    async standing(lotId: number, userId: number) {
      const [bidder, proxy, lastBid, ranks] = await Promise.all([
        db
          .select({ alias: lotBidders.alias })
          .from(lotBidders)
          .where(and(eq(lotBidders.lotId, lotId), eq(lotBidders.userId, userId))),
        db
          .select({ maxFen: proxyBids.maxFen })
          .from(proxyBids)
          .where(and(eq(proxyBids.lotId, lotId), eq(proxyBids.userId, userId))),
        db
          .select({ amountFen: bids.amountFen })
          .from(bids)
          .where(and(eq(bids.lotId, lotId), eq(bids.userId, userId)))
          .orderBy(desc(bids.id))
          .limit(1),
        priorityRanksOf(db, lotId, [userId]),
      ]);
      return {
        alias: bidder[0]?.alias ?? null,
        maxFen: proxy[0]?.maxFen ?? null,
        lastBidFen: lastBid[0]?.amountFen ?? null,
        priorityRank: ranks.get(userId) ?? null,
      };
    },
  };
}

export type BiddingRepository = ReturnType<typeof createBiddingRepository>;
