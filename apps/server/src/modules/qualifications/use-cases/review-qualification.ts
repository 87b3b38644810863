import {
  QUALIFICATION_STATUS_LABELS,
  type Qualification,
  type QualificationReviewBody,
} from '@lyp/shared/account/qualification.schemas';
import { chinaDate } from '@lyp/shared/format/timestamp';
import { AppError } from '../../../lib/app-error';
import type { Principal } from '../../../lib/principal';
import { toQualification } from '../qualification-views';
import type { QualificationsServiceDeps } from '../qualifications-deps';

/** Approves, or rejects with the reason the holder reads, one qualification of the reviewer's tenant in review. */
export function reviewQualification({ qualifications, clock, events }: QualificationsServiceDeps) {
  const named = async (reviewer: Principal, id: number) => {
    const found = await qualifications.findNamed(id);
    if (!found || found.tenantId !== reviewer.tenantId) throw new AppError('QUALIFICATION_NOT_FOUND');
    return found;
  };
  return async (reviewer: Principal, body: QualificationReviewBody): Promise<Qualification> => {
    const now = clock.now();
    await named(reviewer, body.id);
    const decided = await qualifications.decide(body.id, {
      approved: body.approved,
      reason: body.reason ?? null,
      reviewerId: reviewer.userId,
      at: now,
    });
    const after = await named(reviewer, body.id);
    if (!decided) {
      throw new AppError('QUALIFICATION_WRONG_STATE', {
        params: { status: QUALIFICATION_STATUS_LABELS[after.row.status] },
      });
    }
    await events.publish('qualification.reviewed', {
      qualificationId: body.id,
      submitterUserId: after.row.submittedBy,
      orgName: after.orgName,
      typeName: after.typeName,
      licenceNo: after.row.licenceNo,
      validUntil: after.row.validUntil,
      approved: body.approved,
      reason: body.reason ?? null,
      reviewedAt: now.toISOString(),
    });
    return toQualification(after, chinaDate(now));
  };
}
