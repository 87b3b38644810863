import type { Clock } from '../../lib/clock';
import type { BidEngine } from './bid-engine';
import type { BiddingRepository } from './bidding.repository';

export interface BiddingServiceDeps {
  bidding: BiddingRepository;
  engine: BidEngine;
  clock: Clock;
  /** The engine found the caller's token dead or without 出价 under the lock: stop remembering it. */
  forgetToken(tokenId: number): void;
  /** Told each bid's outcome (refusals by their error code) and how long it took to answer. */
  recordOutcome?: (outcome: BidOutcome, seconds: number) => void;
}

export type BidOutcome = { accepted: true } | { accepted: false; reason: string };
