export { revealSealedBids } from './sealed-close';
export { createSealedBidsRepository } from './sealed-bids.repository';
export { sealedBidsRoutes } from './sealed-bids.routes';
export { createSealedBidsService, type SealedBidsService } from './sealed-bids.service';
export { sealUnderLock } from './use-cases/submit-sealed-bid';
