import {
  CERTIFICATION_STATUS_LABELS,
  type Certification,
  type CertificationReviewBody,
} from '@lyp/shared/account/certification.schemas';
import { AppError } from '../../../lib/app-error';
import type { Principal } from '../../../lib/principal';
import { requireRejectPermission } from '../../companies';
import { toCertification } from '../certification-views';
import type { CertificationsServiceDeps } from '../certifications-deps';
import type { CertificationRow } from '../certifications.repository';

/** 审核: approves, or rejects with a reason, a pending application; the applicant is told. */
export function reviewCertification(deps: CertificationsServiceDeps) {
  const { certifications } = deps;
  return async (reviewer: Principal, body: CertificationReviewBody): Promise<Certification> => {
    requireRejectPermission(reviewer, body.approved);
    const row = await certifications.find(body.userId);
    // Another tenant's applicant is as good as absent to this reviewer.
    if (!row || row.tenantId !== reviewer.tenantId) throw new AppError('CERTIFICATION_NOT_FOUND');
    const wrongState = (status: CertificationRow['status']) =>
      new AppError('CERTIFICATION_WRONG_STATE', {
        params: { status: CERTIFICATION_STATUS_LABELS[status] },
      });
    if (row.status !== 'pending') throw wrongState(row.status);
    const done = await certifications.review({
      userId: body.userId,
      reviewerUserId: reviewer.userId,
      approved: body.approved,
      reason: body.reason ?? null,
      now: deps.clock.now(),
    });
    const after = (await certifications.find(body.userId))!;
    if (!done) throw wrongState(after.status);
    await deps.events.publish('certification.reviewed', {
      userId: body.userId,
      approved: body.approved,
      reason: body.reason ?? null,
      reviewedAt: after.reviewedAt?.toISOString() ?? null,
    });
    return toCertification(after);
  };
}
