import type { LotBiddingState } from '../src/modules/bidding/bid-rules';

/**
 * A lot open for bidding with nothing bid yet, as the bidding rules see it: for tests of the
 * rules and the engine that need no database. Dates and prices are given by each test.
 */
export function openLotState(
  fields: Pick<LotBiddingState, 'startsAt' | 'endsAt' | 'startPriceFen' | 'incrementFen'> &
    Partial<LotBiddingState>,
): LotBiddingState {
  return {
    status: 'bidding',
    biddingMode: 'ascending',
    decreaseStepFen: null,
    decreaseIntervalMinutes: null,
    floorPriceFen: null,
    ascendMinutes: null,
    acceptedAt: null,
    hardEndAt: null,
    maxExtensions: null,
    extensionCount: 0,
    extensionSeconds: 300,
    reservePriceFen: null,
    currentPriceFen: null,
    leaderUserId: null,
    leaderPriorityRank: null,
    runnerUpMaxFen: null,
    bidCount: 0,
    bidderCount: 0,
    eventSeq: 0,
    proxyCounter: 0,
    ...fields,
  };
}
