export {
  createBidderEligibility,
  judgeEligibility,
  standingRefusal,
  type BidderEligibility,
  type BlockedBy,
  type Ineligible,
} from './bidder-eligibility';
export {
  createBiddersRepository,
  lotBarredSql,
  missingQualificationsSql,
  type BidderStanding,
} from './bidders.repository';
