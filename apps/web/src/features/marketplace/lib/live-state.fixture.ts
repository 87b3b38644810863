import type { LotLiveState } from '@lyp/shared/auction/bid.schemas';

/** A lot bidding at ¥1,200 (start ¥1,000, steps of ¥100): the tests' common starting point. */
export function liveStateFixture(overrides: Partial<LotLiveState> = {}): LotLiveState {
  return {
    lotId: 1,
    status: 'bidding',
    biddingMode: 'ascending',
    descending: null,
    startPriceFen: 100_000,
    incrementFen: 10_000,
    currentPriceFen: 120_000,
    nextMinimumFen: 130_000,
    leaderAlias: '竞买人A3F2',
    leaderPriorityRank: null,
    bidCount: 3,
    bidderCount: 2,
    reserveMet: null,
    startsAt: '2026-11-22T08:00:00.000Z',
    endsAt: '2026-11-22T09:00:00.000Z',
    extensionCount: 0,
    seq: 4,
    serverTime: '2026-11-22T08:30:00.000Z',
    ...overrides,
  };
}
