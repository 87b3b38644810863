import type { QualificationStatus } from '@lyp/shared/account/qualification.schemas';
import type { ReviewState } from './review-display';

/** A licence's states as the screen's shared status filter and tags name them. */
const STATE_OF: Record<QualificationStatus, Exclude<ReviewState, 'all'>> = {
  submitted: 'pending',
  approved: 'approved',
  rejected: 'rejected',
};
const STATUS_OF: Record<ReviewState, QualificationStatus | undefined> = {
  pending: 'submitted',
  approved: 'approved',
  rejected: 'rejected',
  all: undefined,
};

export const reviewStateOfQualification = (status: QualificationStatus) => STATE_OF[status];
export const qualificationStatusOf = (state: ReviewState) => STATUS_OF[state];
