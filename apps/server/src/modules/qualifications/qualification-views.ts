import type { Qualification, QualificationReviewItem } from '@lyp/shared/account/qualification.schemas';
import type { NamedQualification } from './qualifications.repository';

export function toQualification({ row, typeName }: NamedQualification, today: string): Qualification {
  return {
    id: row.id,
    orgId: row.orgId,
    typeCode: row.typeCode,
    typeName,
    licenceNo: row.licenceNo,
    validUntil: row.validUntil,
    expired: row.validUntil < today,
    fileIds: row.fileIds,
    status: row.status,
    rejectReason: row.rejectReason,
    submittedAt: row.submittedAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}

export function toReviewItem(named: NamedQualification, today: string): QualificationReviewItem {
  return {
    ...toQualification(named, today),
    orgName: named.orgName,
    submitterPhone: named.submitterPhone,
    reviewerName: named.reviewerName,
  };
}
