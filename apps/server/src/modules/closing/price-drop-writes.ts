import { and, eq, gt, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { lots } from '../../db/schema';
import { openLotChain } from '../auction-record';

/** A falling lot as the announcer needs it: its rules and the last step told. */
export interface FallingLot {
  id: number;
  startsAt: Date;
  startPriceFen: number;
  decreaseStepFen: number | null;
  decreaseIntervalMinutes: number | null;
  floorPriceFen: number | null;
  announcedDropStep: number;
}

/** The writes behind price-drop announcements (use-cases/announce-price-drops.ts). */
export function createPriceDropWrites(db: Db) {
  return {
    /** Descending lots running now that nobody has accepted. */
    fallingLots(now: Date): Promise<FallingLot[]> {
      return db
        .select({
          id: lots.id,
          startsAt: lots.startsAt,
          startPriceFen: lots.startPriceFen,
          decreaseStepFen: lots.decreaseStepFen,
          decreaseIntervalMinutes: lots.decreaseIntervalMinutes,
          floorPriceFen: lots.floorPriceFen,
          announcedDropStep: lots.announcedDropStep,
        })
        .from(lots)
        .where(
          and(
            eq(lots.biddingMode, 'descending'),
            inArray(lots.status, ['scheduled', 'bidding']),
            isNull(lots.acceptedAt),
            lte(lots.startsAt, now),
            gt(lots.endsAt, now),
          ),
        );
    },

    /**
     * Records that `step` was announced (at `priceFen`) and takes the lot's next event number for
     * it, unless another instance announced it first or someone accepted meanwhile: then null.
     * The drop enters the lot's chain of records in the same transaction, under the row lock
     * the update takes, so a bid being decided waits for it or comes before it.
     */
    async claimDrop(lotId: number, step: number, priceFen: number, now: Date): Promise<number | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(lots)
          .set({ announcedDropStep: step, eventSeq: sql`${lots.eventSeq} + 1`, updatedAt: now })
          .where(and(eq(lots.id, lotId), lt(lots.announcedDropStep, step), isNull(lots.acceptedAt)))
          .returning({ eventSeq: lots.eventSeq });
        if (!row) return null;
        const chain = await openLotChain(tx, lotId);
        chain.event({ kind: 'price_drop', atMs: now.getTime(), amountFen: priceFen });
        await chain.save();
        return row.eventSeq;
      });
    },
  };
}
