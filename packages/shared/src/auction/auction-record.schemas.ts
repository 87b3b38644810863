import { z } from 'zod';
import { okEnvelope } from '../api/envelope';
import { timestampSchema } from '../common/time';
import { BIDDING_MODES } from './auction-formats';
import { AUCTION_RECORD_KINDS } from './auction-record';

/**
 * One record of a closed lot as the public record lists it: its content (auction-record.ts),
 * read back from the rows it was written to, and the hash stored with it when it was written.
 */
export const auctionRecordEntrySchema = z.object({
  /** Its place in the chain; null for a bid row that has none (inserted beside the chain). */
  seq: z.number().int().nullable(),
  kind: z.enum(AUCTION_RECORD_KINDS),
  atMs: z.number().int(),
  amountFen: z.number().int().optional(),
  alias: z.string().optional(),
  endsAtMs: z.number().int().optional(),
  result: z.enum(['sold', 'unsold']).optional(),
  count: z.number().int().optional(),
  priority: z.boolean().optional(),
  /** SHA-256 hex stored with the record; null when it has none. */
  hash: z.string().nullable(),
  /** A bid voided later (发布后驳回): its record stays in the chain. Not part of the content. */
  revoked: z.boolean().optional(),
});
export type AuctionRecordEntry = z.infer<typeof auctionRecordEntrySchema>;

/** 竞价记录: a closed lot's whole record, for anyone to check in their own browser. */
export const auctionRecordSchema = z.object({
  lotId: z.number().int(),
  lotNo: z.string(),
  lotTitle: z.string(),
  sellerName: z.string(),
  biddingMode: z.enum(BIDDING_MODES),
  outcome: z.enum(['sold', 'unsold']),
  priceFen: z.number().int().nullable(),
  winnerAlias: z.string().nullable(),
  closedAt: timestampSchema,
  /** False for lots that closed (or began bidding) before records were chained: nothing to check. */
  verifiable: z.boolean(),
  /** The chain head the lot keeps (printed on the 成交确认书) and how many records it covers. */
  head: z.string().nullable(),
  length: z.number().int(),
  records: z.array(auctionRecordEntrySchema),
});
export type AuctionRecord = z.infer<typeof auctionRecordSchema>;
export const auctionRecordResponseSchema = okEnvelope(auctionRecordSchema);
