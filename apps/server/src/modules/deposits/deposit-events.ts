import type { DomainEvents } from '@lyp/shared/events/domain-events';
import type { DepositRow } from './deposits.repository';

/** The fact of a reviewed payment, from the deposit as the review left it. */
export function paymentReviewed(row: DepositRow): DomainEvents['deposit.payment-reviewed'] {
  return {
    depositId: row.id,
    userId: row.userId,
    lotId: row.lotId,
    lotTitle: row.lotTitle,
    status: row.status,
    rejectReason: row.rejectReason,
    submittedAt: row.submittedAt?.toISOString() ?? null,
  };
}
