import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bids, files, lotBidders, lotViewings } from '../../db/schema';

export type MarketFileKind = 'lot_image' | 'bulletin_attachment';

/** What a lot's page shows beside the lot: files, viewings and the newest bids. */
export function createMarketLotDetailQueries(db: Db) {
  return {
    async listFiles(kind: MarketFileKind, businessIds: number[]) {
      if (businessIds.length === 0) return [];
      return db
        .select({
          id: files.id,
          name: files.originalName,
          mime: files.mime,
          sizeBytes: files.sizeBytes,
          businessId: files.businessId,
        })
        .from(files)
        .where(
          and(eq(files.businessType, kind), inArray(files.businessId, businessIds), isNull(files.deletedAt)),
        )
        .orderBy(asc(files.businessSort), asc(files.createdAt), asc(files.id));
    },

    async listViewings(lotId: number) {
      return db
        .select()
        .from(lotViewings)
        .where(eq(lotViewings.lotId, lotId))
        .orderBy(asc(lotViewings.startsAt), asc(lotViewings.id));
    },

    /** The newest bids, each by its bidder's alias only. */
    async recentBids(lotId: number, limit: number) {
      return db
        .select({
          seq: bids.eventSeq,
          amountFen: bids.amountFen,
          kind: bids.kind,
          priority: bids.priority,
          at: bids.createdAt,
          alias: lotBidders.alias,
        })
        .from(bids)
        .innerJoin(lotBidders, and(eq(lotBidders.lotId, bids.lotId), eq(lotBidders.userId, bids.userId)))
        .where(eq(bids.lotId, lotId))
        .orderBy(desc(bids.id))
        .limit(limit);
    },
  };
}
