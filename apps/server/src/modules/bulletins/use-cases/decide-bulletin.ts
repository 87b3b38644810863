import type { AuditAddBody } from '@lyp/shared/auction/audit.schemas';
import type { BulletinView } from '@lyp/shared/auction/bulletin.schemas';
import { formatDuration } from '@lyp/shared/format/duration';
import { AppError } from '../../../lib/app-error';
import type { Principal } from '../../../lib/principal';
import { requireIndependentAuditor, requireVisibleBulletin } from '../audit-access';
import type { AuditServiceDeps } from '../audit-deps';
import { wrongState } from '../bulletin-state';

/**
 * Approve (published: public now, bidding at each lot's start) or reject with a reason.
 * Approval needs the lead time before the first lot opens, so the public can see it.
 */
export function decideBulletin(deps: AuditServiceDeps) {
  const { bulletins, clock } = deps;
  const leadMs = deps.publicationLeadMinutes * 60_000;
  const requireVisible = requireVisibleBulletin(deps);
  const requireIndependent = requireIndependentAuditor(deps);
  return async (auditor: Principal, body: AuditAddBody): Promise<BulletinView> => {
    const bulletin = await requireVisible(auditor, body.bulletinId);
    await requireIndependent(auditor, bulletin);
    if (bulletin.status !== 'submitted') throw wrongState(bulletin, '只有待审核的公告可以审核');
    const now = clock.now();
    const lots = await bulletins.lotsOf([bulletin.id]);
    if (body.approved) {
      const early = lots.findIndex((lot) => lot.startsAt.getTime() < now.getTime() + leadMs);
      if (early >= 0) {
        throw new AppError('LOT_INVALID', {
          params: {
            index: early + 1,
            problem: `竞价开始时间距现在不足 ${formatDuration(leadMs / 1000)}，不能满足公示期要求，请驳回并由委托方修改时间`,
          },
        });
      }
    }
    const moved = await bulletins.transaction(async (tx) => {
      const done = await tx.transition(
        bulletin.id,
        ['submitted'],
        body.approved
          ? { to: 'published', publishedAt: now, rejectReason: null }
          : { to: 'rejected', rejectReason: body.reason ?? null },
        now,
      );
      if (!done) return false;
      if (body.approved) await tx.setLotStatuses(bulletin.id, ['pending'], 'scheduled', now);
      await tx.recordAudit({
        bulletinId: bulletin.id,
        auditorUserId: auditor.userId,
        action: body.approved ? 'approve' : 'reject',
        reason: body.reason ?? null,
        createdAt: now,
      });
      return true;
    });
    if (!moved) throw wrongState((await bulletins.find(bulletin.id))!, '只有待审核的公告可以审核');
    await deps.events.publish('bulletin.decided', {
      bulletinId: bulletin.id,
      sellerUserId: bulletin.createdBy,
      title: bulletin.title,
      approved: body.approved,
      reason: body.reason ?? null,
      decidedAt: now.toISOString(),
    });
    return deps.views.view((await bulletins.find(bulletin.id))!);
  };
}
