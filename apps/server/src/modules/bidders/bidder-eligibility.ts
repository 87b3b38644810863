import type { BidderInfo } from '@lyp/shared/auction/bid.schemas';
import { AppError } from '../../lib/app-error';
import type { Principal } from '../../lib/principal';
import type { BiddersRepository, BidderStanding } from './bidders.repository';

export type BlockedBy = NonNullable<BidderInfo['blockedBy']>;

export interface Ineligible {
  blockedBy: BlockedBy;
  error: AppError;
}

export interface LotForEligibility {
  id: number;
  restricted: boolean;
  sellerOrgId: number;
}

/**
 * Who may pay a deposit for a lot and bid on it (design/auction-rules.md, "Who may bid"),
 * judged from a standing read beforehand; undefined when nothing stands in the way.
 */
export function judgeEligibility(
  principal: Principal,
  lot: LotForEligibility,
  standing: BidderStanding,
): Ineligible | undefined {
  // Nobody of the selling organisation bids on its lots, not even after switching to another
  // organisation they belong to: that would be bidding up one's own goods (shill bidding).
  if (principal.orgId === lot.sellerOrgId || standing.sellerMember)
    return { blockedBy: 'own_lot', error: new AppError('OWN_LOT') };
  if (standing.barred) return { blockedBy: 'barred', error: new AppError('BIDDING_BARRED') };
  if (!standing.certified)
    return { blockedBy: 'certification', error: new AppError('CERTIFICATION_REQUIRED') };
  if (lot.restricted && !standing.specified) {
    return { blockedBy: 'restricted', error: new AppError('NOT_SPECIFIED_BIDDER') };
  }
  return undefined;
}

export function createBidderEligibility(bidders: BiddersRepository) {
  return {
    async check(principal: Principal, lot: LotForEligibility): Promise<Ineligible | undefined> {
      return judgeEligibility(principal, lot, await bidders.standing(principal.userId, lot.id));
    },
  };
}

export type BidderEligibility = ReturnType<typeof createBidderEligibility>;
