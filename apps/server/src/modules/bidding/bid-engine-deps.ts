import type { BidResult } from '@lyp/shared/auction/bid.schemas';
import type { ErrorCode, ErrorParams } from '@lyp/shared/errors/error-codes';
import type { LotEvent } from '@lyp/shared/realtime/events';
import type { Clock } from '../../lib/clock';
import type { BidCommand } from './bid-rules';
import type { BidLockRepository } from './bid-lock.repository';
import type { LotMemories } from './lot-memory';

export interface EngineCommand {
  lotId: number;
  userId: number;
  clientBidId: string;
  /** Fingerprint of what was asked: the same id with another body is refused. */
  requestHash: string;
  command: BidCommand;
  /**
   * The bearer token the command came with, checked again under the lot's lock (bidding routes
   * let in a principal remembered for a few seconds); null for the platform's own demo bids.
   */
  tokenId: number | null;
}

/** A bidder who led until a bid took the lead from them: the lot's price and event then. */
export interface Outbid {
  lotId: number;
  userId: number;
  /** The lot's event number at that moment: names this one time, so it is told once. */
  seq: number;
  currentPriceFen: number;
}

export type EngineAnswer =
  { ok: true; result: BidResult } | { ok: false; code: ErrorCode; params: ErrorParams };

export interface BidEngineDeps {
  locks: BidLockRepository;
  clock: Clock;
  aliasSecret: string;
  /** Called after each commit with the events it made, in order. */
  publish(events: LotEvent[]): void;
  /** Called after each commit with the bidders it displaced from the lead, in order. */
  outbid?(displaced: Outbid[]): void;
  /** Called after each commit with the users who bid on the lot for the first time in it. */
  joined?(lotId: number, userIds: number[]): void;
  maxBatch?: number;
  /** Commands waiting on one lot beyond this are turned away at once, to retry with the same id. */
  maxQueue?: number;
  log?: { error(details: object, message: string): void };
}

export interface Pending {
  command: EngineCommand;
  resolve(answer: EngineAnswer): void;
}

/** What the engine's parts share: its dependencies, its batch size and the bidders' alias candidates. */
export interface EngineContext {
  deps: BidEngineDeps;
  maxBatch: number;
  candidatesOf(lotId: number, userId: number): string[];
  /**
   * Descending lots this instance saw sold at an accept, with the refusal every later command
   * gets: a stable answer (a retry would be told the same), so it needs no lock and no record.
   */
  taken: TakenLots;
  /** What the engine remembers of lots between batches (lot-memory.ts). */
  memories: LotMemories;
}

/** Lots sold at an accept, remembered up to a bound (the oldest forgotten first). */
export interface TakenLots {
  get(lotId: number): EngineAnswer | undefined;
  set(lotId: number, refusal: EngineAnswer): void;
}
