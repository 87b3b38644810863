import type { AuctionRecordEntry } from '@lyp/shared/auction/auction-record.schemas';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  bids,
  bulletins,
  lotBidders,
  lotChainEvents,
  lots,
  organisations,
  revokedBids,
} from '../../db/schema';

export interface RecordLot {
  id: number;
  lotNo: string;
  title: string;
  sellerName: string;
  biddingMode: (typeof lots.$inferSelect)['biddingMode'];
  status: (typeof lots.$inferSelect)['status'];
  currentPriceFen: number | null;
  closedAt: Date | null;
  chainHead: string | null;
  chainLength: number;
  chained: boolean;
}

/** Optional content fields: present only when the row has them. */
const present = <K extends string, V>(key: K, value: V | null) =>
  (value === null ? {} : { [key]: value }) as Partial<Record<K, V>>;

interface BidRow {
  seq: number | null;
  hash: string | null;
  kind: AuctionRecordEntry['kind'];
  at: Date;
  amountFen: number;
  alias: string | null;
  priority: boolean;
}

const bidEntry = (row: BidRow, revoked: boolean): AuctionRecordEntry => ({
  seq: row.seq,
  kind: row.kind,
  atMs: row.at.getTime(),
  amountFen: row.amountFen,
  // A bid whose bidder has no alias on the lot reads as an empty alias, as it was hashed.
  alias: row.alias ?? '',
  hash: row.hash,
  ...(row.priority ? { priority: true } : {}),
  ...(revoked ? { revoked: true } : {}),
});

const eventEntry = (row: typeof lotChainEvents.$inferSelect): AuctionRecordEntry => ({
  seq: row.seq,
  kind: row.kind,
  atMs: row.at.getTime(),
  ...present('amountFen', row.amountFen),
  ...present('alias', row.alias),
  ...present('endsAtMs', row.endsAt?.getTime() ?? null),
  ...present('result', row.result),
  ...present('count', row.count),
  hash: row.hash,
});

/**
 * A lot's public record, built from the rows its records were written to (bids, voided bids,
 * chain events) with the hash stored on each, never from a copy: a row changed, deleted or
 * added afterwards shows when the chain is recomputed.
 */
export function createAuctionRecordRepository(db: Db) {
  return {
    async findLot(lotId: number): Promise<RecordLot | undefined> {
      const [row] = await db
        .select({
          id: lots.id,
          lotNo: lots.lotNo,
          title: lots.title,
          sellerName: organisations.name,
          biddingMode: lots.biddingMode,
          status: lots.status,
          currentPriceFen: lots.currentPriceFen,
          closedAt: lots.closedAt,
          chainHead: lots.chainHead,
          chainLength: lots.chainLength,
          chained: lots.chained,
        })
        .from(lots)
        .innerJoin(bulletins, eq(bulletins.id, lots.bulletinId))
        .innerJoin(organisations, eq(organisations.id, bulletins.sellerOrgId))
        .where(eq(lots.id, lotId));
      return row;
    },

    /** Every record of the lot, in chain order; bid rows without a link come last. */
    async records(lotId: number): Promise<AuctionRecordEntry[]> {
      const [placed, voided, events] = await Promise.all([
        db
          .select({
            seq: bids.chainSeq,
            hash: bids.chainHash,
            kind: bids.kind,
            at: bids.createdAt,
            amountFen: bids.amountFen,
            alias: lotBidders.alias,
            priority: bids.priority,
          })
          .from(bids)
          .leftJoin(lotBidders, and(eq(lotBidders.lotId, bids.lotId), eq(lotBidders.userId, bids.userId)))
          .where(eq(bids.lotId, lotId)),
        db
          .select({
            seq: revokedBids.chainSeq,
            hash: revokedBids.chainHash,
            kind: revokedBids.kind,
            at: revokedBids.placedAt,
            amountFen: revokedBids.amountFen,
            alias: revokedBids.alias,
            priority: revokedBids.priority,
          })
          .from(revokedBids)
          .where(eq(revokedBids.lotId, lotId)),
        db
          .select()
          .from(lotChainEvents)
          .where(eq(lotChainEvents.lotId, lotId))
          .orderBy(asc(lotChainEvents.seq)),
      ]);
      const entries: AuctionRecordEntry[] = [
        ...placed.map((row) => bidEntry(row, false)),
        ...voided.map((row) => bidEntry(row, true)),
        ...events.map(eventEntry),
      ];
      const order = (entry: AuctionRecordEntry) => entry.seq ?? Number.MAX_SAFE_INTEGER;
      return entries.sort((a, b) => order(a) - order(b) || a.atMs - b.atMs);
    },
  };
}

export type AuctionRecordRepository = ReturnType<typeof createAuctionRecordRepository>;
