import type { Qualification, QualificationListBody } from '@lyp/shared/account/qualification.schemas';
import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import { chinaDate } from '@lyp/shared/format/timestamp';
import { allPages } from '../../lib/excel-export';
import { pageWindow } from '../../lib/paging';
import type { Principal } from '../../lib/principal';
import type { FileAccess } from '../files';
import { exportQualifications } from './qualification-export';
import { toQualification, toReviewItem } from './qualification-views';
import type { QualificationsServiceDeps } from './qualifications-deps';
import { reviewQualification } from './use-cases/review-qualification';
import { submitQualification } from './use-cases/submit-qualification';

/**
 * 竞买人资质: an organisation's licences as its members send them, and the registration
 * reviewers' decisions. Lots that require a kind admit only bidders whose organisation holds it
 * approved and valid (bidders module, lyp_missing_qualifications).
 */
export function createQualificationsService(deps: QualificationsServiceDeps) {
  const { qualifications, members, clock } = deps;
  return {
    /** The licences of the organisation the caller acts for. */
    async mine(principal: Principal): Promise<Qualification[]> {
      const today = chinaDate(clock.now());
      const rows = await qualifications.ofOrganisation(principal.orgId);
      return rows.map((row) => toQualification(row, today));
    },

    submit: submitQualification(deps),

    /** The reviewer's tenant's qualifications, as filtered. */
    async list(reviewer: Principal, body: QualificationListBody) {
      const today = chinaDate(clock.now());
      const { current, size, ...filters } = body;
      const { records, total } = await qualifications.list({
        tenantId: reviewer.tenantId,
        ...filters,
        ...pageWindow(body),
      });
      return { records: records.map((row) => toReviewItem(row, today)), total, current, size };
    },

    /** The same list as a workbook, every page of it. */
    export(reviewer: Principal, body: QualificationListBody) {
      const today = chinaDate(clock.now());
      const { current: _current, size: _size, ...filters } = body;
      const rows = allPages(async (offset, limit) =>
        (await qualifications.list({ tenantId: reviewer.tenantId, ...filters, offset, limit })).records.map(
          (row) => toReviewItem(row, today),
        ),
      );
      return exportQualifications(rows, clock.now());
    },

    review: reviewQualification(deps),

    /** Scans: the holder's members, and the registration reviewers of its tenant. */
    async scanAccess(qualificationId: number, principal: Principal | null): Promise<FileAccess> {
      if (!principal) return 'denied';
      const found = await qualifications.findNamed(qualificationId);
      if (!found) return 'denied';
      if (
        principal.permissions.has(PERMISSIONS.registerReviewView.code) &&
        found.tenantId === principal.tenantId
      ) {
        return 'allowed';
      }
      return (await members.isMember(principal.userId, found.row.orgId)) ? 'allowed' : 'denied';
    },
  };
}

export type QualificationsService = ReturnType<typeof createQualificationsService>;
