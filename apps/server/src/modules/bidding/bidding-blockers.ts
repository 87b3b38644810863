import { formatFen } from '@lyp/shared/format/currency';
import { formatTimestamp } from '@lyp/shared/format/timestamp';
import { AppError } from '../../lib/app-error';
import type { Principal } from '../../lib/principal';
import { judgeEligibility, type BlockedBy } from '../bidders';
import type { BiddingGate, BiddingLot } from './bidding.repository';
import { refuseTakenAccept } from './descending-rules';

/** Why the lot takes no bids at this moment, judged by the server's clock. */
function timingRefusal(lot: BiddingLot, now: Date): AppError | undefined {
  // A descending lot someone accepted: the others learn they lost, not merely that it ended.
  if (lot.biddingMode === 'descending' && lot.acceptedAt !== null && lot.ascendMinutes === null) {
    const taken = refuseTakenAccept(lot);
    return new AppError(taken.code, { params: taken.params });
  }
  if (lot.status === 'sold' || lot.status === 'unsold' || now.getTime() >= lot.endsAt.getTime()) {
    return new AppError('BID_ENDED');
  }
  if (now.getTime() < lot.startsAt.getTime()) {
    return new AppError('BID_NOT_STARTED', { params: { startsAt: formatTimestamp(lot.startsAt) } });
  }
  return undefined;
}

/** What stops the caller from bidding on the lot, if anything, with what to fix. */
export function blocker(
  principal: Principal,
  gate: BiddingGate,
  now: Date,
): { blockedBy: BlockedBy | 'not_open'; error: AppError } | undefined {
  // Most final first: an ended lot, then who may bid at all, then the deposit, and only
  // then the start, so a bidder waiting for the start learns early what is still missing.
  const timing = timingRefusal(gate, now);
  if (timing?.code === 'BID_ENDED' || timing?.code === 'DESCENDING_TAKEN') {
    return { blockedBy: 'not_open', error: timing };
  }
  const ineligible = judgeEligibility(principal, gate, gate);
  if (ineligible) return ineligible;
  if (gate.depositSubmitted) {
    return { blockedBy: 'deposit_review', error: new AppError('DEPOSIT_UNDER_REVIEW') };
  }
  if (!gate.depositFrozen) {
    return {
      blockedBy: 'deposit',
      error: new AppError('DEPOSIT_REQUIRED', { params: { amount: formatFen(gate.depositFen) } }),
    };
  }
  if (timing) return { blockedBy: 'not_open', error: timing };
  return undefined;
}
