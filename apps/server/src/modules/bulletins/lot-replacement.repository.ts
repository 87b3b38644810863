import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { isReferenceViolation } from '../../db/pg-errors';
import {
  lotBarredUsers,
  lotPriorityHolders,
  lotSpecifiedBidders,
  lotSpecifiedOrgs,
  lots,
  lotViewings,
} from '../../db/schema';
import { LotsInUseError, type LotExtras, type NewLot } from './bulletin-records';

/** A bulletin's lots written anew, each numbered by its position. */
export interface LotReplacement {
  replaceLots(
    bulletin: { id: number; bulletinNo: string },
    newLots: NewLot[],
    extras?: LotExtras[],
  ): Promise<number[]>;
}

async function insertLots(db: DbOrTx, bulletin: { id: number; bulletinNo: string }, newLots: NewLot[]) {
  if (newLots.length === 0) return [];
  const rows = await db
    .insert(lots)
    .values(
      newLots.map((lot, index) => ({
        ...lot,
        bulletinId: bulletin.id,
        seq: index + 1,
        lotNo: `${bulletin.bulletinNo}-${String(index + 1).padStart(2, '0')}`,
      })),
    )
    .returning({ id: lots.id });
  return rows.map((row) => row.id);
}

/** 重新拍卖: who is barred from each new lot, as given or carried from the old lot at its position. */
function barredRows(
  newIds: number[],
  extras: LotExtras[],
  old: {
    barred: Array<typeof lotBarredUsers.$inferSelect>;
    positionOf: (oldLotId: number) => number;
    createdAt: Date;
  },
): Array<typeof lotBarredUsers.$inferInsert> {
  return newIds.flatMap((lotId, index) => {
    const given = extras[index]?.barredUsers;
    if (given)
      return given.map((entry) => ({
        ...entry,
        lotId,
        reason: 'defaulted' as const,
        createdAt: old.createdAt,
      }));
    return old.barred
      .filter((entry) => old.positionOf(entry.lotId) === index)
      .map((entry) => ({ ...entry, lotId }));
  });
}

export function createLotReplacement(db: DbOrTx): LotReplacement {
  return {
    /**
     * New lots in place of the old, with their viewings and 定向 lists: as given, or for a list
     * left out, carried over from the old lot at the same position (while still restricted).
     */
    async replaceLots(bulletin, newLots, extras = []) {
      const old = await db
        .select({ id: lots.id, seq: lots.seq, previousLotId: lots.previousLotId })
        .from(lots)
        .where(eq(lots.bulletinId, bulletin.id));
      const oldIds = old.map((lot) => lot.id);
      const [viewings, specified, specifiedOrgs, holders, barred] =
        oldIds.length === 0
          ? [[], [], [], [], []]
          : await Promise.all([
              db.select().from(lotViewings).where(inArray(lotViewings.lotId, oldIds)),
              db.select().from(lotSpecifiedBidders).where(inArray(lotSpecifiedBidders.lotId, oldIds)),
              db.select().from(lotSpecifiedOrgs).where(inArray(lotSpecifiedOrgs.lotId, oldIds)),
              db.select().from(lotPriorityHolders).where(inArray(lotPriorityHolders.lotId, oldIds)),
              db.select().from(lotBarredUsers).where(inArray(lotBarredUsers.lotId, oldIds)),
            ]);
      try {
        await db.delete(lots).where(eq(lots.bulletinId, bulletin.id));
      } catch (error) {
        if (isReferenceViolation(error)) throw new LotsInUseError();
        throw error;
      }
      // A re-auction's link to its original stays with the lot at its position, as its lists do.
      const previousAt = (index: number) => old.find((lot) => lot.seq === index + 1)?.previousLotId ?? null;
      const newIds = await insertLots(
        db,
        bulletin,
        newLots.map((lot, index) => ({ ...lot, previousLotId: lot.previousLotId ?? previousAt(index) })),
      );
      const seqOf = new Map(old.map((lot) => [lot.id, lot.seq]));
      const positionOf = (oldLotId: number) => (seqOf.get(oldLotId) ?? 0) - 1;
      const restricted = (index: number) => newLots[index]?.restricted === true;
      const createdAt = newLots[0]?.createdAt ?? new Date();

      const newViewings = newIds.flatMap((lotId, index) => {
        const given = extras[index]?.viewings;
        const carried = viewings
          .filter((viewing) => positionOf(viewing.lotId) === index)
          .map(({ id: _id, lotId: _old, ...viewing }) => viewing);
        return (given ?? carried).map((viewing) => ({ ...viewing, lotId }));
      });
      const newBidders = newIds.flatMap((lotId, index) => {
        if (!restricted(index)) return [];
        const given = extras[index]?.specifiedUserIds;
        if (given) return given.map((userId) => ({ lotId, userId, createdAt }));
        return specified
          .filter((entry) => positionOf(entry.lotId) === index)
          .map((entry) => ({ ...entry, lotId }));
      });
      const newOrgs = newIds.flatMap((lotId, index) => {
        if (!restricted(index)) return [];
        const given = extras[index]?.specifiedOrgIds;
        if (given) return given.map((orgId) => ({ lotId, orgId, createdAt }));
        return specifiedOrgs
          .filter((entry) => positionOf(entry.lotId) === index)
          .map((entry) => ({ ...entry, lotId }));
      });
      const newHolders = newIds.flatMap((lotId, index) => {
        const given = extras[index]?.priorityHolders;
        if (given) return given.map((holder) => ({ ...holder, lotId, createdAt }));
        return holders
          .filter((holder) => positionOf(holder.lotId) === index)
          .map(({ id: _id, ...holder }) => ({ ...holder, lotId }));
      });
      const newBarred = barredRows(newIds, extras, { barred, positionOf, createdAt });
      if (newViewings.length > 0) await db.insert(lotViewings).values(newViewings);
      if (newHolders.length > 0) await db.insert(lotPriorityHolders).values(newHolders);
      if (newBarred.length > 0) await db.insert(lotBarredUsers).values(newBarred);
      if (newBidders.length > 0) await db.insert(lotSpecifiedBidders).values(newBidders);
      if (newOrgs.length > 0) await db.insert(lotSpecifiedOrgs).values(newOrgs);
      return newIds;
    },
  };
}
