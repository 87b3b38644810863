import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { deposits, lotBidders, lots, lotSealedSecrets, sealedBids, users } from '../../db/schema';
import { lotBarredSql, missingQualificationsSql } from '../bidders';

/** A sealed-bid submission with the bidder's alias on its lot. */
export interface SealedBidRow {
  id: number;
  lotId: number;
  userId: number;
  alias: string;
  amountFen: number;
  submittedAt: Date;
  commitment: string;
}

/** What a submission is judged against, read with the lot's row locked. */
export interface LockedSealedLot {
  id: number;
  status: (typeof lots.$inferSelect)['status'];
  biddingMode: (typeof lots.$inferSelect)['biddingMode'];
  startsAt: Date;
  endsAt: Date;
  startPriceFen: number;
}

const withAlias = {
  id: sealedBids.id,
  lotId: sealedBids.lotId,
  userId: sealedBids.userId,
  alias: lotBidders.alias,
  amountFen: sealedBids.amountFen,
  submittedAt: sealedBids.submittedAt,
  commitment: sealedBids.commitment,
};

function bidsWithAlias(db: DbOrTx) {
  return db
    .select(withAlias)
    .from(sealedBids)
    .innerJoin(
      lotBidders,
      and(eq(lotBidders.lotId, sealedBids.lotId), eq(lotBidders.userId, sealedBids.userId)),
    );
}

/** The writes of one submission, inside the transaction that holds the lot's row lock. */
function lockedWrites(tx: DbOrTx, lotId: number) {
  return {
    /**
     * Whether the bidder still holds a frozen deposit, is not barred (nor from this lot) and is certified, read on
     * the lock's own connection: a bar or a released deposit committed since the gate counts.
     */
    async stillEligible(userId: number, at: Date): Promise<boolean> {
      const result = await tx.execute<{ eligible: boolean }>(sql`
        select exists (select 1 from ${deposits} where ${deposits.lotId} = ${lotId}
                         and ${deposits.userId} = ${userId} and ${deposits.status} = 'frozen')
           and not exists (select 1 from ${users} where ${users.id} = ${userId}
                         and ${users.biddingBarredAt} is not null)
           and not ${lotBarredSql(lotId, userId)}
           and ${missingQualificationsSql(lotId, userId, at)} is null
           and lyp_user_certified(${userId}) as eligible`);
      return result.rows[0]?.eligible === true;
    },
    /** The bidder's alias on the lot, if they have one. */
    async aliasOf(userId: number): Promise<string | null> {
      const [row] = await tx
        .select({ alias: lotBidders.alias })
        .from(lotBidders)
        .where(and(eq(lotBidders.lotId, lotId), eq(lotBidders.userId, userId)));
      return row?.alias ?? null;
    },
    async takenAliases(candidates: string[]): Promise<Set<string>> {
      const rows = await tx
        .select({ alias: lotBidders.alias })
        .from(lotBidders)
        .where(and(eq(lotBidders.lotId, lotId), inArray(lotBidders.alias, candidates)));
      return new Set(rows.map((row) => row.alias));
    },
    async addBidder(userId: number, alias: string, at: Date) {
      await tx.insert(lotBidders).values({ lotId, userId, alias, createdAt: at });
    },
    /** The bidder's last submission's amount: a new one must be higher. */
    async latestAmountOf(userId: number): Promise<number | null> {
      const [row] = await tx
        .select({ amountFen: sealedBids.amountFen })
        .from(sealedBids)
        .where(and(eq(sealedBids.lotId, lotId), eq(sealedBids.userId, userId)))
        .orderBy(sql`${sealedBids.id} desc`)
        .limit(1);
      return row?.amountFen ?? null;
    },
    /** The lot's secret, made with its first bid (under the lock, so made once). */
    async secret(make: () => string, at: Date): Promise<string> {
      const [held] = await tx
        .select({ secret: lotSealedSecrets.secret })
        .from(lotSealedSecrets)
        .where(eq(lotSealedSecrets.lotId, lotId));
      if (held) return held.secret;
      const secret = make();
      await tx.insert(lotSealedSecrets).values({ lotId, secret, createdAt: at });
      return secret;
    },
    /**
     * Stores the submission and counts it on the lot, taking the lot's next event number for
     * the count's live event; prices and the leader stay untouched.
     */
    async insert(
      bid: { userId: number; amountFen: number; submittedAt: Date; commitment: string; clientBidId: string },
      firstOfBidder: boolean,
    ): Promise<{ seq: number; bidCount: number; bidderCount: number }> {
      await tx.insert(sealedBids).values({ lotId, ...bid });
      const [counted] = await tx
        .update(lots)
        .set({
          bidCount: sql`${lots.bidCount} + 1`,
          bidderCount: firstOfBidder ? sql`${lots.bidderCount} + 1` : lots.bidderCount,
          eventSeq: sql`${lots.eventSeq} + 1`,
          updatedAt: bid.submittedAt,
        })
        .where(eq(lots.id, lotId))
        .returning({ seq: lots.eventSeq, bidCount: lots.bidCount, bidderCount: lots.bidderCount });
      return counted!;
    },
  };
}

export type LockedSealedWrites = ReturnType<typeof lockedWrites>;

export function createSealedBidsRepository(db: Db) {
  return {
    /** An earlier submission under this client bid id, on whichever lot. */
    async byClientBidId(userId: number, clientBidId: string): Promise<SealedBidRow | undefined> {
      const [row] = await bidsWithAlias(db).where(
        and(eq(sealedBids.userId, userId), eq(sealedBids.clientBidId, clientBidId)),
      );
      return row;
    },

    /** Runs `work` in one transaction holding the lot's row lock; null when there is no such lot. */
    async withLockedLot<T>(
      lotId: number,
      work: (lot: LockedSealedLot, writes: LockedSealedWrites) => Promise<T>,
    ): Promise<T | null> {
      return db.transaction(async (tx) => {
        const [lot] = await tx
          .select({
            id: lots.id,
            status: lots.status,
            biddingMode: lots.biddingMode,
            startsAt: lots.startsAt,
            endsAt: lots.endsAt,
            startPriceFen: lots.startPriceFen,
          })
          .from(lots)
          .where(eq(lots.id, lotId))
          .for('update');
        return lot ? work(lot, lockedWrites(tx, lotId)) : null;
      });
    },

    /** The caller's own submissions on a lot, oldest first. */
    mine: (lotId: number, userId: number): Promise<SealedBidRow[]> =>
      bidsWithAlias(db)
        .where(and(eq(sealedBids.lotId, lotId), eq(sealedBids.userId, userId)))
        .orderBy(asc(sealedBids.id)),

    /** Every submission on a lot, oldest first: read only once the lot has closed. */
    all: (lotId: number, tx: DbOrTx = db): Promise<SealedBidRow[]> =>
      bidsWithAlias(tx)
        .where(eq(sealedBids.lotId, lotId))
        .orderBy(asc(sealedBids.submittedAt), asc(sealedBids.id)),

    async lotOf(lotId: number) {
      const [row] = await db
        .select({
          status: lots.status,
          biddingMode: lots.biddingMode,
          bidCount: lots.bidCount,
          leaderUserId: lots.leaderUserId,
          secret: lotSealedSecrets.secret,
        })
        .from(lots)
        .leftJoin(lotSealedSecrets, eq(lotSealedSecrets.lotId, lots.id))
        .where(eq(lots.id, lotId));
      return row;
    },
  };
}

export type SealedBidsRepository = ReturnType<typeof createSealedBidsRepository>;
