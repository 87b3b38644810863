import type { AuditListBody, AuditListItem } from '@lyp/shared/auction/audit.schemas';
import type { BulletinView } from '@lyp/shared/auction/bulletin.schemas';
import { allPages } from '../../../lib/excel-export';
import type { Principal } from '../../../lib/principal';
import { AUDITABLE_VIEW, requireVisibleBulletin } from '../audit-access';
import type { AuditServiceDeps } from '../audit-deps';
import { exportBulletins } from '../bulletin-export';
import { toBulletinSummary } from '../bulletin-views';
import type { BulletinStatus } from '../bulletins.repository';
import { readPage } from '../../../lib/paging';

/** One slice of the bulletins the list holds, with each one's lots and last review. */
function auditSlice({ bulletins }: Pick<AuditServiceDeps, 'bulletins'>) {
  return async (
    auditor: Principal,
    body: AuditListBody,
    statuses: BulletinStatus[],
    offset: number,
    limit: number,
  ): Promise<{ records: AuditListItem[]; total: number }> => {
    const asked = body.statuses ?? (body.status ? [body.status] : undefined);
    const chosen = asked ? statuses.filter((status) => asked.includes(status)) : statuses;
    if (chosen.length === 0) return { records: [], total: 0 };
    const { records, total } = await bulletins.list({
      tenantId: auditor.tenantId,
      statuses: chosen,
      ...(body.keyword ? { keyword: body.keyword } : {}),
      offset,
      limit,
    });
    const ids = records.map((record) => record.id);
    const [lots, reviews] = await Promise.all([bulletins.lotsOf(ids), bulletins.lastReviewsOf(ids)]);
    return {
      records: records.map((record): AuditListItem => {
        const review = reviews.get(record.id);
        return {
          ...toBulletinSummary(
            record,
            lots.filter((lot) => lot.bulletinId === record.id),
          ),
          reviewerName: review?.actorName ?? null,
          reviewedAt: review ? review.createdAt.toISOString() : null,
          reviewReason: review?.reason ?? null,
        };
      }),
      total,
    };
  };
}

/** One page of the 审核中心 list, of the bulletins in these statuses. */
export function listAuditBulletins(deps: AuditServiceDeps, statuses: BulletinStatus[]) {
  const slice = auditSlice(deps);
  return async (auditor: Principal, body: AuditListBody) => {
    return readPage(
      body,
      ({ offset, limit }) => slice(auditor, body, statuses, offset, limit),
      (record) => record,
    );
  };
}

/** The 审核中心 list as filtered (its statuses), every page of it, as a spreadsheet. */
export function exportAuditBulletins(deps: AuditServiceDeps) {
  const slice = auditSlice(deps);
  return (auditor: Principal, body: AuditListBody) => {
    const rows = allPages(
      async (offset, limit) => (await slice(auditor, body, AUDITABLE_VIEW, offset, limit)).records,
    );
    return exportBulletins('公告审核', rows, deps.clock.now());
  };
}

/** One bulletin an auditor may see, as its screens show it. */
export function getAuditBulletin(deps: AuditServiceDeps) {
  const requireVisible = requireVisibleBulletin(deps);
  return async (auditor: Principal, id: number): Promise<BulletinView> => {
    return deps.views.view(await requireVisible(auditor, id));
  };
}
