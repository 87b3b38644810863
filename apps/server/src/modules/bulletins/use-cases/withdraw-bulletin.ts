import type { BulletinView } from '@lyp/shared/auction/bulletin.schemas';
import type { Principal } from '../../../lib/principal';
import { requireOwnBulletin } from '../bulletin-ownership';
import { wrongState } from '../bulletin-state';
import type { BulletinsServiceDeps } from '../bulletins-deps';
import { viewBulletin } from './view-bulletin';

/** 撤回: back to the seller, while waiting for audit or published but before any bidding. */
export function withdrawBulletin(deps: BulletinsServiceDeps) {
  const { bulletins, clock } = deps;
  const requireOwn = requireOwnBulletin(deps);
  const view = viewBulletin(deps);
  return async (principal: Principal, id: number): Promise<BulletinView> => {
    const bulletin = await requireOwn(principal, id);
    const rule = '只有待审核，或已发布但尚未开始竞价的公告可以撤回';
    const now = clock.now();
    const lots = await bulletins.lotsOf([id]);
    if (bulletin.status === 'published' && lots.some((lot) => lot.startsAt.getTime() <= now.getTime())) {
      throw wrongState(bulletin, rule);
    }
    const moved = await bulletins.transaction(async (tx) => {
      const done = await tx.transition(
        id,
        ['submitted', 'published'],
        { to: 'withdrawn', withdrawnAt: now, publishedAt: null },
        now,
      );
      if (!done) return false;
      await tx.setLotStatuses(id, ['scheduled'], 'pending', now);
      // In the same transaction: the lots and their deposits are taken back together or not at all.
      await tx.releaseDeposits(
        lots.map((lot) => lot.id),
        { note: '公告已撤回', now },
      );
      await tx.recordAudit({
        bulletinId: id,
        auditorUserId: principal.userId,
        action: 'withdraw',
        createdAt: now,
      });
      return true;
    });
    if (!moved) throw wrongState((await bulletins.find(id))!, rule);
    return view((await bulletins.find(id))!);
  };
}
