import type { LotDetail, LotSearchPage } from '@lyp/shared/auction/market.schemas';
import type { Clock } from '../../lib/clock';
import type { ReadCache } from '../../lib/read-cache';
import type { MarketRepository } from './market.repository';

export interface MarketServiceDeps {
  market: MarketRepository;
  clock: Clock;
  /**
   * Calls back with the lot of each committed change the engine, the sweeper or an auditor
   * announces (bid, extension, opening, close, take-down), on every instance. Answers the
   * unsubscribe.
   */
  watchLots?: (listener: (lotId: number) => void) => () => void;
}

/** A visitor's read of a lot, held in memory with a stand-in for the server time. */
export type LotReads = ReadCache<number, LotDetail | undefined>;
/** A visitor's search, held in memory the same way. */
export type SearchReads = ReadCache<string, LotSearchPage>;
