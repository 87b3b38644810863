import type { AuditRevokeBody } from '@lyp/shared/auction/audit.schemas';
import type { BulletinView } from '@lyp/shared/auction/bulletin.schemas';
import type { Principal } from '../../../lib/principal';
import { requireIndependentAuditor, requireVisibleBulletin } from '../audit-access';
import type { AuditServiceDeps } from '../audit-deps';
import { wrongState } from '../bulletin-state';
import type { BulletinStatus } from '../bulletins.repository';

/** 发布后驳回 is possible until the first lot's bidding ends (checked again on the locked lots). */
const REVOCABLE: BulletinStatus[] = ['published', 'bidding'];
const REVOKE_RULE = '只有已发布且竞价尚未结束的公告可以驳回';

/**
 * 驳回已发布: take a published bulletin down until its bidding ends. In one transaction the
 * lots go back to pending with their bids voided and the deposits on them are released, so
 * no crash in between leaves a bid standing or money frozen; watchers are told after the commit.
 */
export function revokeBulletin(deps: AuditServiceDeps) {
  const { bulletins, clock } = deps;
  const requireVisible = requireVisibleBulletin(deps);
  const requireIndependent = requireIndependentAuditor(deps);
  return async (auditor: Principal, body: AuditRevokeBody): Promise<BulletinView> => {
    const bulletin = await requireVisible(auditor, body.bulletinId);
    await requireIndependent(auditor, bulletin);
    if (!REVOCABLE.includes(bulletin.status)) throw wrongState(bulletin, REVOKE_RULE);
    const now = clock.now();
    const taken = await bulletins.transaction(async (tx) => {
      const done = await tx.transition(
        bulletin.id,
        REVOCABLE,
        { to: 'rejected', rejectReason: body.reason, publishedAt: null },
        now,
      );
      if (!done) return null;
      const lots = await tx.takeBackLots(bulletin.id, now);
      // Throwing rolls the status change back with it.
      if (!lots) throw wrongState(bulletin, '其中已有标的竞价结束，不能再驳回');
      await tx.releaseDeposits(
        lots.map((lot) => lot.id),
        { note: `公告已被平台驳回：${body.reason}`, now },
      );
      await tx.recordAudit({
        bulletinId: bulletin.id,
        auditorUserId: auditor.userId,
        action: 'revoke',
        reason: body.reason,
        createdAt: now,
      });
      return lots;
    });
    if (!taken) throw wrongState((await bulletins.find(bulletin.id))!, REVOKE_RULE);
    deps.publish(
      taken.map((lot) => ({
        type: 'lot_revoked' as const,
        lotId: lot.id,
        seq: lot.eventSeq,
        serverTime: now.toISOString(),
        reason: body.reason,
      })),
    );
    await deps.events.publish('bulletin.revoked', {
      bulletinId: bulletin.id,
      sellerUserId: bulletin.createdBy,
      title: bulletin.title,
      reason: body.reason,
      revokedAt: now.toISOString(),
    });
    return deps.views.view((await bulletins.find(bulletin.id))!);
  };
}
