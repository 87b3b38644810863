export {
  createBidderEligibility,
  type BidderEligibility,
  type BlockedBy,
  type Ineligible,
} from './bidder-eligibility';
export { createBiddersRepository } from './bidders.repository';
