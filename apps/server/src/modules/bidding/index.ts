export { aliasCandidates, bidderAliasSecret, fallbackAlias } from './bid-aliases';
export { createBidEngine, type BidEngine } from './bid-engine';
export { createBidLockRepository } from './bid-lock.repository';
export { blocker as biddingBlocker } from './bidding-blockers';
export { biddingRoutes } from './bidding.routes';
export { createBiddingRepository, type BiddingRepository } from './bidding.repository';
export { createBiddingService, type BiddingService } from './bidding.service';
export { isReserveMet, toLotLiveState } from './lot-live-state';
