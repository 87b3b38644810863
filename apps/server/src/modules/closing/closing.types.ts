import type { DbOrTx } from '../../db/client';
import type { orders } from '../../db/schema';
import type { Notice, WrittenMessage } from '../messages';

export type CloseDecision =
  | { outcome: 'unsold' }
  | {
      outcome: 'sold';
      order: Omit<typeof orders.$inferInsert, 'id' | 'lotId' | 'bulletinId' | 'createdAt' | 'updatedAt'>;
    };

/** What a ledger needs to do inside a close or a default, in the same transaction. */
export interface ClosingLedger {
  applyToPrice(lotId: number, userId: number, now: Date, tx: DbOrTx): Promise<unknown>;
  releaseForLots(
    lotIds: number[],
    options: { exceptUserIds?: number[]; userIds?: number[]; note: string; now: Date },
    tx: DbOrTx,
  ): Promise<unknown[]>;
  forfeit(lotId: number, userId: number, now: Date, tx: DbOrTx): Promise<unknown>;
}

/** Writes site messages inside a close's or default's transaction, so they commit with it. */
export type RecordNotices = (tx: DbOrTx, notices: Notice[]) => Promise<WrittenMessage[]>;

/** One lot or order of a sweep failed; its transaction rolled back, and the sweep goes on without it. */
export class SweepItemFailed extends Error {
  constructor(
    readonly item: { lotId: number } | { orderId: number },
    cause: unknown,
  ) {
    super(`sweep item failed: ${JSON.stringify(item)}`, { cause });
    this.name = 'SweepItemFailed';
  }
}
