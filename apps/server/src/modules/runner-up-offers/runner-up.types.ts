import type { DbOrTx } from '../../db/client';
import type { lots, runnerUpOffers } from '../../db/schema';
import type { Notice, WrittenMessage } from '../messages';

export type OfferRow = typeof runnerUpOffers.$inferSelect;

/** The ledger moves an offer makes inside its transaction (the deposits repository). */
export interface OfferLedger {
  applyToPrice(lotId: number, userId: number, now: Date, tx: DbOrTx): Promise<unknown>;
  releaseForLots(
    lotIds: number[],
    options: { userIds?: number[]; note: string; now: Date },
    tx: DbOrTx,
  ): Promise<unknown[]>;
}

/** Writes site messages inside the offer's transaction, so they commit with it. */
export type RecordNotices = (tx: DbOrTx, notices: Notice[]) => Promise<WrittenMessage[]>;

/** An entry of the operation log, written in the offer's transaction. */
export interface OfferLogEntry {
  actorUserId: number;
  action:
    'runner_up.offer' | 'runner_up.accept' | 'runner_up.decline' | 'runner_up.expire' | 'runner_up.no_taker';
  offerId: number | null;
  orderId: number;
  summary: string;
  after?: unknown;
}

/** A lot locked for an offer's change, with what its messages and log need. */
export interface LockedLot {
  lot: typeof lots.$inferSelect;
  tenantId: number;
  /** Who published the bulletin: the seller's user who hears how the chain went. */
  sellerUserId: number;
}

/** What a step of the chain answers: what it wrote, and the messages to deliver after the commit. */
export interface ChainStep {
  written: WrittenMessage[];
}
