import type { BulletinView } from '@lyp/shared/auction/bulletin.schemas';
import { formatDuration } from '@lyp/shared/format/duration';
import { AppError } from '../../../lib/app-error';
import type { Principal } from '../../../lib/principal';
import { requireOwnBulletin } from '../bulletin-ownership';
import { EDITABLE_STATUSES, wrongState } from '../bulletin-state';
import type { BulletinsServiceDeps } from '../bulletins-deps';
import type { BulletinsRepository, LotRecord } from '../bulletins.repository';
import { viewBulletin } from './view-bulletin';

/** Bidding may open only after the bulletin has been public for the lead time. */
function checkLeadTime(leadMs: number, lots: Array<{ startsAt: Date }>, now: Date, when: string): void {
  lots.forEach((lot, index) => {
    if (lot.startsAt.getTime() < now.getTime() + leadMs) {
      throw new AppError('LOT_INVALID', {
        params: {
          index: index + 1,
          problem: `竞价开始时间须在${when}至少 ${formatDuration(leadMs / 1000)} 之后（公告须提前公示），请修改开始时间`,
        },
        field: `lots.${index}.startsAt`,
      });
    }
  });
}

/** 定向竞价 needs someone to bid: a restricted lot goes to review with its list. */
async function checkRestrictedLists(bulletins: BulletinsRepository, lots: LotRecord[]): Promise<void> {
  const restricted = lots.filter((lot) => lot.restricted);
  if (restricted.length === 0) return;
  const ids = restricted.map((lot) => lot.id);
  const [bidders, orgs] = await Promise.all([
    bulletins.specifiedBiddersOf(ids),
    bulletins.specifiedOrgsOf(ids),
  ]);
  const listed = new Set([...bidders, ...orgs].map((entry) => entry.lotId));
  const empty = lots.findIndex((lot) => lot.restricted && !listed.has(lot.id));
  if (empty >= 0) {
    throw new AppError('LOT_INVALID', {
      params: { index: empty + 1, problem: '定向竞价须至少指定一位竞买人或一家企业' },
      field: `lots.${empty}.specifiedPhones`,
    });
  }
}

/** To the auditors. The first lot must open after the lead time, counted from now. */
export function submitBulletin(deps: BulletinsServiceDeps) {
  const { bulletins, clock } = deps;
  const leadMs = deps.publicationLeadMinutes * 60_000;
  const requireOwn = requireOwnBulletin(deps);
  const view = viewBulletin(deps);
  return async (principal: Principal, id: number): Promise<BulletinView> => {
    const bulletin = await requireOwn(principal, id);
    if (!EDITABLE_STATUSES.includes(bulletin.status))
      throw wrongState(bulletin, '只有草稿、已驳回或已撤回的公告可以提交审核');
    // Only a certified company sells: the platform vouches for whoever it publishes.
    if ((await bulletins.certifiedCompanies([bulletin.sellerOrgId])).length === 0)
      throw new AppError('COMPANY_NOT_CERTIFIED', { params: { org: bulletin.sellerName } });
    const now = clock.now();
    const lots = await bulletins.lotsOf([id]);
    checkLeadTime(leadMs, lots, now, '提交审核');
    await checkRestrictedLists(bulletins, lots);
    const moved = await bulletins.transaction(async (tx) => {
      const done = await tx.transition(
        id,
        EDITABLE_STATUSES,
        { to: 'submitted', submittedAt: now, rejectReason: null },
        now,
      );
      if (done)
        await tx.recordAudit({
          bulletinId: id,
          auditorUserId: principal.userId,
          action: 'submit',
          createdAt: now,
        });
      return done;
    });
    if (!moved) throw wrongState((await bulletins.find(id))!, '只有草稿、已驳回或已撤回的公告可以提交审核');
    return view((await bulletins.find(id))!);
  };
}
