import type { BidderInfo } from '@lyp/shared/auction/bid.schemas';
import { AppError } from '../../../lib/app-error';
import type { Principal } from '../../../lib/principal';
import { blocker } from '../bidding-blockers';
import type { BiddingServiceDeps } from '../bidding-deps';
import { toLotLiveState } from '../lot-live-state';
import { standingMaximumFen } from '../standing-maximum';

/** The caller's standing on a lot and, if they cannot bid, why and what to fix. */
export function getBidderInfo({ bidding, clock }: BiddingServiceDeps) {
  return async (principal: Principal, lotId: number): Promise<BidderInfo> => {
    const [lot, standing] = await Promise.all([
      bidding.gate(lotId, principal.userId, '', clock.now()),
      bidding.standing(lotId, principal.userId),
    ]);
    if (!lot || lot.status === 'pending') throw new AppError('LOT_NOT_FOUND');
    const now = clock.now();
    const blocked = blocker(principal, lot, now);
    return {
      lotId,
      alias: standing.alias,
      leading: lot.leaderUserId === principal.userId,
      // A bidder's bids only climb: the last is the highest.
      myMaxFen: standingMaximumFen(standing.maxFen, standing.lastBidFen),
      myLastBidFen: standing.lastBidFen,
      priorityRank: standing.priorityRank,
      canBid: blocked === undefined,
      blockedReason: blocked?.error.message ?? null,
      blockedBy: blocked?.blockedBy ?? null,
      lot: toLotLiveState(lot, lot.leaderAlias, now),
    };
  };
}
