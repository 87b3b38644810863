// The commitment's input is built by the shared schemas' module, and with it comes zod (some
// 23 KB on the wire): the result box loads this file when a receipt is checked (see
// sealed-receipt-text.ts for what the lot page needs at once).
import {
  sealedCommitmentInput,
  type SealedReceipt,
  type SealedResult,
} from '@lyp/shared/auction/sealed-bid.schemas';
import { sha256Hex } from './sha256-text';

export type ReceiptCheck =
  /** The receipt's own fields hash to its commitment with the revealed secret, and it is listed as made. */
  | { outcome: 'verified'; counted: boolean }
  /** The fields and the commitment disagree: the receipt was altered, or the secret is not the one used. */
  | { outcome: 'mismatch' }
  /** The commitment checks out but the result does not list this bid as made. */
  | { outcome: 'missing' }
  | { outcome: 'not_revealed' };

/** Checks a receipt against the result page: recomputes its commitment here, then finds it listed. */
export async function checkReceipt(receipt: SealedReceipt, result: SealedResult): Promise<ReceiptCheck> {
  if (!result.revealed || result.secret === null) return { outcome: 'not_revealed' };
  const recomputed = await sha256Hex(sealedCommitmentInput(receipt, result.secret));
  if (recomputed !== receipt.commitment) return { outcome: 'mismatch' };
  const listed = result.bids.find(
    (bid) =>
      bid.commitment === receipt.commitment &&
      bid.alias === receipt.alias &&
      bid.amountFen === receipt.amountFen &&
      Date.parse(bid.submittedAt) === Date.parse(receipt.submittedAt),
  );
  return listed ? { outcome: 'verified', counted: listed.counted } : { outcome: 'missing' };
}
