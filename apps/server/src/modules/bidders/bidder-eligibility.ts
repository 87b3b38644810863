import type { BidderInfo } from '@lyp/shared/auction/bid.schemas';
import type { ErrorCode, ErrorParams } from '@lyp/shared/errors/error-codes';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
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
 * Who may bid, judged from a user's standing alone: the rule order of judgeEligibility, as codes
 * the bid engine can store as an answer. `ownOrganisation`: the caller acts for the seller.
 */
export function standingRefusal(
  lot: Pick<LotForEligibility, 'restricted'>,
  standing: BidderStanding,
  ownOrganisation = false,
): { blockedBy: BlockedBy; code: ErrorCode; params?: ErrorParams } | undefined {
  // Nobody of the selling organisation bids on its lots, not even after switching to another
  // organisation they belong to: that would be bidding up one's own goods (shill bidding).
  if (ownOrganisation || standing.sellerMember) return { blockedBy: 'own_lot', code: 'OWN_LOT' };
  if (standing.barred) return { blockedBy: 'barred', code: 'BIDDING_BARRED' };
  if (standing.lotBarred) return { blockedBy: 'lot_barred', code: 'LOT_BARRED_DEFAULTER' };
  if (!standing.certified) {
    // An application in review: say so, rather than send the user to certify a second time.
    return standing.certificationPending
      ? { blockedBy: 'certification_review', code: 'CERTIFICATION_PENDING' }
      : { blockedBy: 'certification', code: 'CERTIFICATION_REQUIRED' };
  }
  if (lot.restricted && !standing.specified) return { blockedBy: 'restricted', code: 'NOT_SPECIFIED_BIDDER' };
  const missing = standing.missingQualifications ?? [];
  if (missing.length > 0) {
    return {
      blockedBy: 'qualification',
      code: 'QUALIFICATION_REQUIRED',
      params: { names: missing.join('、') },
    };
  }
  return undefined;
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
  const refusal = standingRefusal(lot, standing, principal.orgId === lot.sellerOrgId);
  return (
    refusal && { blockedBy: refusal.blockedBy, error: new AppError(refusal.code, { params: refusal.params }) }
  );
}

export function createBidderEligibility(bidders: BiddersRepository, clock: Clock) {
  return {
    async check(principal: Principal, lot: LotForEligibility): Promise<Ineligible | undefined> {
      return judgeEligibility(principal, lot, await bidders.standing(principal.userId, lot.id, clock.now()));
    },
  };
}

export type BidderEligibility = ReturnType<typeof createBidderEligibility>;
