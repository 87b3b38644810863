import {
  sealedCommitmentInput,
  type SealedReceipt,
  type SealedResult,
} from '@lyp/shared/auction/sealed-bid.schemas';
import { sha256Hex } from './sha256-text';

/** A receipt as the page shows it for copying: the fields, in JSON. */
export const receiptText = (receipt: SealedReceipt) => JSON.stringify(receipt);

/** A receipt pasted back, or null when the text is not one. */
export function parseReceipt(text: string): SealedReceipt | null {
  try {
    const value = JSON.parse(text) as Partial<SealedReceipt>;
    const { lotId, alias, amountFen, submittedAt, commitment } = value;
    if (
      typeof lotId !== 'number' ||
      typeof alias !== 'string' ||
      typeof amountFen !== 'number' ||
      typeof submittedAt !== 'string' ||
      typeof commitment !== 'string'
    )
      return null;
    return { lotId, alias, amountFen, submittedAt, commitment };
  } catch {
    return null;
  }
}

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
