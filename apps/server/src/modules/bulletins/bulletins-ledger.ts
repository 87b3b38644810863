import type { DbOrTx } from '../../db/client';

/**
 * The deposits ledger, as bulletins need it: lots taken back (withdrawn, revoked) or bidders
 * taken off a list free their frozen deposits in the same transaction, so no crash in between
 * can leave money frozen on a lot nobody may bid on.
 */
export interface BulletinsLedger {
  releaseForLots(
    lotIds: number[],
    options: { userIds?: number[]; note: string; now: Date },
    tx: DbOrTx,
  ): Promise<unknown[]>;
}
