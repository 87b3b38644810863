import { z } from 'zod';
import { okEnvelope } from '../api/envelope';
import { idSchema } from '../common/fields';
import { timestampSchema } from '../common/time';
import { clientBidIdSchema } from './bid.schemas';
import { fenSchema } from './fields';

/**
 * 一次报价 (sealed bid): each bidder seals one amount, may raise it but never lower it, and no
 * one sees any amount or who bid until the lot ends. Every submission answers with a receipt
 * holding a commitment; at the end the secret is revealed and every receipt can be checked.
 */
export const sealedBidBodySchema = z.object({
  lotId: idSchema('标的编号'),
  amountFen: fenSchema('报价'),
  clientBidId: clientBidIdSchema,
});
export type SealedBidBody = z.infer<typeof sealedBidBodySchema>;

/** What a bidder keeps from one submission: enough, with the revealed secret, to check it was counted. */
export const sealedReceiptSchema = z.object({
  lotId: z.number().int(),
  alias: z.string(),
  amountFen: z.number().int(),
  submittedAt: timestampSchema,
  /** SHA-256, lower-case hex, of sealedCommitmentInput(receipt, secret). */
  commitment: z.string().regex(/^[0-9a-f]{64}$/),
});
export type SealedReceipt = z.infer<typeof sealedReceiptSchema>;
export const sealedReceiptResponseSchema = okEnvelope(sealedReceiptSchema);

/** The caller's own submissions on a lot, oldest first; the last one is the one that counts. */
export const mySealedBidsSchema = z.object({
  lotId: z.number().int(),
  bidCount: z.number().int(),
  receipts: z.array(sealedReceiptSchema),
});
export type MySealedBids = z.infer<typeof mySealedBidsSchema>;
export const mySealedBidsResponseSchema = okEnvelope(mySealedBidsSchema);

/** One submission as the result page lists it once the lot has ended. */
export const revealedSealedBidSchema = sealedReceiptSchema.extend({
  /** The bidder's last submission: the one that took part in the decision. */
  counted: z.boolean(),
  /** The winning bid (highest counted, earlier on ties), when the lot sold. */
  winning: z.boolean(),
});
export type RevealedSealedBid = z.infer<typeof revealedSealedBidSchema>;

/** 报价结果: empty and without a secret while the lot runs; everything once it has ended. */
export const sealedResultSchema = z.object({
  lotId: z.number().int(),
  revealed: z.boolean(),
  bidCount: z.number().int(),
  /** The lot's secret, hex; null until the end (or when nobody bid). */
  secret: z.string().nullable(),
  bids: z.array(revealedSealedBidSchema),
});
export type SealedResult = z.infer<typeof sealedResultSchema>;
export const sealedResultResponseSchema = okEnvelope(sealedResultSchema);

/** Bumped if the canonical form ever changes, so old receipts still name how they were made. */
export const SEALED_COMMITMENT_VERSION = 'lyp-sealed-v1';

/**
 * The exact text a commitment is the SHA-256 (UTF-8, lower-case hex) of. The server and the
 * browser both build it here:
 *   lyp-sealed-v1|<lotId>|<alias>|<amountFen>|<submittedAt ISO 8601 UTC, milliseconds>|<secret>
 * The alias, not the user, names the bidder, so anyone can check any listed bid after the end.
 */
export function sealedCommitmentInput(
  receipt: Pick<SealedReceipt, 'lotId' | 'alias' | 'amountFen' | 'submittedAt'>,
  secret: string,
): string {
  const at = new Date(receipt.submittedAt).toISOString();
  return [SEALED_COMMITMENT_VERSION, receipt.lotId, receipt.alias, receipt.amountFen, at, secret].join('|');
}
