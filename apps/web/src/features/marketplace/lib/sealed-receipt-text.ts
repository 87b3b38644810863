import type { SealedReceipt } from '@lyp/shared/auction/sealed-bid.schemas';

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
