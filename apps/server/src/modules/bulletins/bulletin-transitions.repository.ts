import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bulletins, lots } from '../../db/schema';
import type { BulletinStatus, LotRecord } from './bulletin-records';
import type { BulletinsLedger } from './bulletins-ledger';
import { takeBackLots, type TakenBackLot } from './lot-revocation.repository';

export interface TransitionChange {
  to: BulletinStatus;
  submittedAt?: Date;
  publishedAt?: Date | null;
  withdrawnAt?: Date;
  rejectReason?: string | null;
}

/** A bulletin's moves from status to status, and what its lots and deposits do with them. */
export interface BulletinTransitions {
  transition(id: number, from: BulletinStatus[], change: TransitionChange, now: Date): Promise<boolean>;
  setLotStatuses(
    bulletinId: number,
    from: LotRecord['status'][],
    to: LotRecord['status'],
    now: Date,
  ): Promise<void>;
  /** Frees the frozen deposits of lots (of these users only, when given), in this repository's transaction. */
  releaseDeposits(lotIds: number[], options: { userIds?: number[]; note: string; now: Date }): Promise<void>;
  /** 发布后驳回's part on the lots, in this repository's transaction (see takeBackLots). */
  takeBackLots(bulletinId: number, now: Date): Promise<TakenBackLot[] | null>;
}

export function createBulletinTransitions(db: DbOrTx, ledger: BulletinsLedger): BulletinTransitions {
  return {
    async transition(id, from, change, now) {
      const rows = await db
        .update(bulletins)
        .set({
          status: change.to,
          updatedAt: now,
          ...(change.submittedAt ? { submittedAt: change.submittedAt } : {}),
          ...(change.publishedAt !== undefined ? { publishedAt: change.publishedAt } : {}),
          ...(change.withdrawnAt ? { withdrawnAt: change.withdrawnAt } : {}),
          ...(change.rejectReason !== undefined ? { rejectReason: change.rejectReason } : {}),
        })
        .where(and(eq(bulletins.id, id), inArray(bulletins.status, from)))
        .returning({ id: bulletins.id });
      return rows.length === 1;
    },

    async setLotStatuses(bulletinId, from, to, now) {
      await db
        .update(lots)
        .set({ status: to, updatedAt: now })
        .where(and(eq(lots.bulletinId, bulletinId), inArray(lots.status, from)));
    },

    async releaseDeposits(lotIds, options) {
      await ledger.releaseForLots(lotIds, options, db);
    },

    takeBackLots: (bulletinId, now) => takeBackLots(db, bulletinId, now),
  };
}
