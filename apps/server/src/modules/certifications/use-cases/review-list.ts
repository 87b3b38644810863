import type { CertificationListBody, SameIdentityAccount } from '@lyp/shared/account/certification.schemas';
import { isValidIdNumber } from '@lyp/shared/account/id-number';
import { AppError } from '../../../lib/app-error';
import { allPages } from '../../../lib/excel-export';
import type { Principal } from '../../../lib/principal';
import { exportCertifications } from '../certification-export';
import { toReviewItem } from '../certification-views';
import type { CertificationsServiceDeps } from '../certifications-deps';
import type { CertificationRow } from '../certifications.repository';
import { pageWindow } from '../../../lib/paging';

/** What reviewers read: their tenant's applications, as a page or a workbook, and same-number accounts. */
export function reviewListUseCases(deps: CertificationsServiceDeps) {
  const { certifications, idNumbers } = deps;

  /** What a reviewer's list (and its export) holds: their tenant's applications, as filtered. */
  const filtersOf = (reviewer: Principal, body: CertificationListBody) => {
    const keyword = body.keyword?.toUpperCase();
    return {
      tenantId: reviewer.tenantId,
      ...(body.status ? { status: body.status } : {}),
      ...(body.keyword ? { keyword: body.keyword } : {}),
      // A whole number is found by its hash: the stored form shows only its ends.
      ...(keyword && isValidIdNumber(keyword) ? { keywordIdHash: idNumbers.hash(keyword) } : {}),
    };
  };

  /** The full number for a reviewer; null if it cannot be opened (APP_SECRET changed, say). */
  const readable = (row: CertificationRow) => {
    if (!row.idNumberSealed) return null;
    try {
      return idNumbers.open(row.idNumberSealed);
    } catch {
      return null;
    }
  };

  return {
    /** The reviewer's tenant's applications only. */
    async list(reviewer: Principal, body: CertificationListBody) {
      const { records, total } = await certifications.list({
        ...filtersOf(reviewer, body),
        ...pageWindow(body),
      });
      return {
        records: records.map((row) => ({
          ...toReviewItem(row),
          idNumber: readable(row),
          duplicateAllowed: row.duplicateAllowed,
          idFrontFileId: row.idFrontFileId,
          idBackFileId: row.idBackFileId,
        })),
        total,
        current: body.current,
        size: body.size,
      };
    },

    /** The list as filtered, a page at a time, as an .xlsx (ID numbers masked). */
    export(reviewer: Principal, body: CertificationListBody) {
      const rows = allPages(async (offset, limit) =>
        (await certifications.list({ ...filtersOf(reviewer, body), offset, limit })).records.map(
          toReviewItem,
        ),
      );
      return exportCertifications(rows, deps.clock.now());
    },

    /** 详情: the tenant's other accounts that applied with this applicant's ID number. */
    async sameIdentity(reviewer: Principal, userId: number): Promise<SameIdentityAccount[]> {
      const row = await certifications.find(userId);
      if (!row || row.tenantId !== reviewer.tenantId) throw new AppError('CERTIFICATION_NOT_FOUND');
      if (!row.idNumberHash) return [];
      return certifications.sameIdentity(row.idNumberHash, userId, reviewer.tenantId);
    },
  };
}
