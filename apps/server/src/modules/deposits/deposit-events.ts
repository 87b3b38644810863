import type { DomainEvents } from '@lyp/shared/events/domain-events';
import type { DepositRow } from './deposits.repository';

/** The fact of a reviewed payment, from the deposit as the review left it, at `now`. */
export function paymentReviewed(row: DepositRow, now: Date): DomainEvents['deposit.payment-reviewed'] {
  return {
    depositId: row.id,
    userId: row.userId,
    lotId: row.lotId,
    lotTitle: row.lotTitle,
    status: row.status,
    rejectReason: row.rejectReason,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    // The server's clock opens a lot at its start, before the sweeper marks it as bidding.
    biddingOpen: row.lotStatus === 'bidding' || (row.lotStatus === 'scheduled' && row.lotStartsAt <= now),
  };
}
