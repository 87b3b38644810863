import { BULLETIN_STATUSES, type BulletinListBody } from '@lyp/shared/auction/bulletin.schemas';
import { allPages } from '../../../lib/excel-export';
import type { Principal } from '../../../lib/principal';
import { exportBulletins } from '../bulletin-export';
import { toBulletinSummary } from '../bulletin-views';
import type { BulletinsServiceDeps } from '../bulletins-deps';
import type { BulletinStatus } from '../bulletins.repository';
import { pageWindow } from '../../../lib/paging';

/** 信息发布's list: one page of the organisation's bulletins, with how many each status holds. */
export function listOwnBulletins({ bulletins }: BulletinsServiceDeps) {
  return async (principal: Principal, body: BulletinListBody) => {
    const { records, total } = await bulletins.list({
      sellerOrgId: principal.orgId,
      ...(body.status ? { statuses: [body.status] } : {}),
      ...(body.keyword ? { keyword: body.keyword } : {}),
      ...pageWindow(body),
    });
    const [lots, counted] = await Promise.all([
      bulletins.lotsOf(records.map((record) => record.id)),
      bulletins.countByStatus(principal.orgId),
    ]);
    const counts = Object.fromEntries(BULLETIN_STATUSES.map((status) => [status, 0])) as Record<
      BulletinStatus,
      number
    >;
    for (const { status, count } of counted) counts[status] = count;
    return {
      records: records.map((record) =>
        toBulletinSummary(
          record,
          lots.filter((lot) => lot.bulletinId === record.id),
        ),
      ),
      total,
      current: body.current,
      size: body.size,
      counts,
    };
  };
}

/** 信息发布's export: the organisation's bulletins as filtered, every page of them. */
export function exportOwnBulletins({ bulletins, clock }: BulletinsServiceDeps) {
  return (principal: Principal, body: BulletinListBody) => {
    const rows = allPages(async (offset, limit) => {
      const { records } = await bulletins.list({
        sellerOrgId: principal.orgId,
        ...(body.status ? { statuses: [body.status] } : {}),
        ...(body.keyword ? { keyword: body.keyword } : {}),
        offset,
        limit,
      });
      const lots = await bulletins.lotsOf(records.map((record) => record.id));
      return records.map((record) =>
        toBulletinSummary(
          record,
          lots.filter((lot) => lot.bulletinId === record.id),
        ),
      );
    });
    return exportBulletins('竞价公告', rows, clock.now());
  };
}
