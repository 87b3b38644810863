import { createHash, randomBytes } from 'node:crypto';
import { sealedCommitmentInput, type SealedReceipt } from '@lyp/shared/auction/sealed-bid.schemas';

/** A lot's secret: 32 random bytes as hex, unguessable until it is revealed at the end. */
export const newSealedSecret = () => randomBytes(32).toString('hex');

/** The commitment a receipt carries; the browser recomputes it with Web Crypto after the end. */
export function commitmentOf(
  receipt: Pick<SealedReceipt, 'lotId' | 'alias' | 'amountFen' | 'submittedAt'>,
  secret: string,
): string {
  return createHash('sha256').update(sealedCommitmentInput(receipt, secret), 'utf8').digest('hex');
}
