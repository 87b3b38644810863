import type {
  BankChangeFilter,
  CompanyAuthReviewRow,
  CompanyAuthStatus,
} from '@lyp/shared/company/company.schemas';
import type { ReviewState } from './review-display';

export type CompanyQueue = 'company' | 'bank';

/** The list filter each queue sends for the status the reviewer picked. */
export function companyListFilter(
  queue: CompanyQueue,
  state: ReviewState,
): { status?: CompanyAuthStatus; bankChange?: BankChangeFilter } {
  if (queue === 'bank')
    return { bankChange: state === 'all' ? 'any' : state === 'pending' ? 'submitted' : state };
  if (state === 'all') return {};
  return { status: state === 'pending' ? 'submitted' : state };
}

/** Where a row stands in its queue: the application's review, or its last bank change's. */
export function companyRowState(
  queue: CompanyQueue,
  row: CompanyAuthReviewRow,
): 'pending' | 'approved' | 'rejected' {
  if (queue === 'bank') {
    if (row.bankChange?.status === 'submitted') return 'pending';
    return row.bankChange?.status === 'rejected' ? 'rejected' : 'approved';
  }
  if (row.status === 'approved' || row.status === 'rejected') return row.status;
  return 'pending';
}

/** Submitted, reviewed and by whom, for the queue's own review. */
export function companyRowReview(queue: CompanyQueue, row: CompanyAuthReviewRow) {
  return queue === 'bank'
    ? {
        submittedAt: row.bankChangeSubmittedAt,
        reviewedAt: row.bankChangeReviewedAt,
        reviewerName: row.bankChangeReviewerName,
      }
    : { submittedAt: row.submittedAt, reviewedAt: row.reviewedAt, reviewerName: row.reviewerName };
}
