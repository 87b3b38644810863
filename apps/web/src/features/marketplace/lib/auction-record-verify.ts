import {
  summariseVerdict,
  verifyAuctionRecord,
  type ChainVerdict,
} from '@lyp/shared/auction/auction-record-check';
import type { AuctionRecord } from '@lyp/shared/auction/auction-record.schemas';
import { sha256Hex } from './sha256-text';

export interface RecordCheck {
  verdict: ChainVerdict;
  summary: string;
}

/**
 * Recomputes a lot's chain here, in the visitor's browser, with the shared check the server's
 * tests use: the page trusts the server only for the rows, never for the verdict.
 */
export async function checkAuctionRecord(record: AuctionRecord): Promise<RecordCheck> {
  const verdict = await verifyAuctionRecord(record, sha256Hex);
  return { verdict, summary: summariseVerdict(record, verdict) };
}
