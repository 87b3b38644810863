export { bidderAliasSecret } from './bid-aliases';
export { createBidEngine, type BidEngine } from './bid-engine';
export { createBidLockRepository } from './bid-lock.repository';
export { biddingRoutes } from './bidding.routes';
export { createBiddingRepository } from './bidding.repository';
export { createBiddingService, type BiddingService } from './bidding.service';
export { isReserveMet, toLotLiveState } from './lot-live-state';
