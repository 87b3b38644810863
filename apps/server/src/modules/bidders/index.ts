export {
  createBidderEligibility,
  judgeEligibility,
  standingRefusal,
  type BidderEligibility,
  type BlockedBy,
  type Ineligible,
} from './bidder-eligibility';
export { createBiddersRepository, type BidderStanding } from './bidders.repository';
