import type { Certification } from '@lyp/shared/account/certification.schemas';
import type { CertificationExportSource } from './certification-export';
import type { CertificationRow } from './certifications.repository';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toCertification(row: CertificationRow): Certification {
  return {
    userId: row.userId,
    kind: row.kind,
    status: row.status,
    subjectName: row.subjectName,
    idNumberMasked: row.idNumberMasked,
    rejectReason: row.rejectReason,
    submittedAt: iso(row.submittedAt),
    reviewedAt: iso(row.reviewedAt),
  };
}

export const toReviewItem = (row: CertificationRow): CertificationExportSource => ({
  ...toCertification(row),
  phone: row.phone,
  reviewerName: row.reviewerName,
});
