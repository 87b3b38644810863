import type { Principal } from '../../../lib/principal';
import { requireOwnBulletin } from '../bulletin-ownership';
import { EDITABLE_STATUSES, wrongState } from '../bulletin-state';
import type { BulletinsServiceDeps } from '../bulletins-deps';
import { LotsInUseError } from '../bulletins.repository';

/** A draft, rejected or withdrawn bulletin deleted, while no deposit or bid refers to its lots. */
export function removeBulletin(deps: BulletinsServiceDeps) {
  const { bulletins, files } = deps;
  const requireOwn = requireOwnBulletin(deps);
  return async (principal: Principal, id: number): Promise<void> => {
    const bulletin = await requireOwn(principal, id);
    if (!EDITABLE_STATUSES.includes(bulletin.status))
      throw wrongState(bulletin, '只有草稿、已驳回或已撤回的公告可以删除');
    const lotIds = (await bulletins.lotsOf([id])).map((lot) => lot.id);
    try {
      await bulletins.remove(id);
    } catch (error) {
      if (error instanceof LotsInUseError) throw wrongState(bulletin, '其标的已有保证金或出价记录，不能删除');
      throw error;
    }
    // Their uploads go back to the seller, who may use or delete them again.
    await files.release('bulletin_attachment', [id]);
    await files.release('lot_image', lotIds);
    await files.release('priority_proof', lotIds);
  };
}
