import type { BulletinView, CommissionEditBody } from '@lyp/shared/auction/bulletin.schemas';
import { AppError } from '../../../lib/app-error';
import { wrongState } from '../bulletin-state';
import type { BulletinsServiceDeps } from '../bulletins-deps';
import { viewBulletin } from './view-bulletin';

/** The platform sets a bulletin's commission (flat rate) or returns it to the tiers. */
export function setBulletinCommission(deps: BulletinsServiceDeps) {
  const { bulletins, clock } = deps;
  const view = viewBulletin(deps);
  return async (body: CommissionEditBody): Promise<BulletinView> => {
    const bulletin = await bulletins.find(body.bulletinId);
    if (!bulletin) throw new AppError('BULLETIN_NOT_FOUND');
    if (bulletin.status === 'ended') throw wrongState(bulletin, '已结束的公告不能再修改佣金');
    await bulletins.setCommission(bulletin.id, body.commissionBps, clock.now());
    return view((await bulletins.find(bulletin.id))!);
  };
}
