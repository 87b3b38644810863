import type { BulletinEditBody, BulletinView } from '@lyp/shared/auction/bulletin.schemas';
import type { Principal } from '../../../lib/principal';
import { checkLots, cleanBody, toNewLots } from '../bulletin-content';
import { bindFiles, checkFiles } from '../bulletin-file-binding';
import { requireOwnBulletin } from '../bulletin-ownership';
import { EDITABLE_STATUSES, wrongState } from '../bulletin-state';
import type { BulletinsServiceDeps } from '../bulletins-deps';
import { LotsInUseError } from '../bulletins.repository';
import { resolveLotExtras } from '../lot-extras';
import { viewBulletin } from './view-bulletin';

/** A draft, rejected or withdrawn bulletin rewritten, its lots replaced: a draft again. */
export function editBulletin(deps: BulletinsServiceDeps) {
  const { bulletins, files, clock } = deps;
  const requireOwn = requireOwnBulletin(deps);
  const view = viewBulletin(deps);
  return async (principal: Principal, body: BulletinEditBody): Promise<BulletinView> => {
    const bulletin = await requireOwn(principal, body.id);
    if (!EDITABLE_STATUSES.includes(bulletin.status))
      throw wrongState(bulletin, '只有草稿、已驳回或已撤回的公告可以修改');
    const now = clock.now();
    const bodyHtml = cleanBody(body.bodyHtml);
    await checkLots(deps, body.lots, now);
    const extras = await resolveLotExtras(bulletins, body.lots, {
      sellerOrgId: bulletin.sellerOrgId,
      now,
    });
    const oldLotIds = (await bulletins.lotsOf([bulletin.id])).map((lot) => lot.id);
    await checkFiles(files, principal, { ...body, bodyHtml }, { bulletinId: bulletin.id, lotIds: oldLotIds });
    let lotIds: number[];
    try {
      lotIds = await bulletins.transaction(async (tx) => {
        await tx.updateContent(
          bulletin.id,
          { title: body.title, bodyHtml, keepRunnerUpDeposit: body.keepRunnerUpDeposit, status: 'draft' },
          now,
        );
        return tx.replaceLots(bulletin, toNewLots(body.lots, now), extras);
      });
    } catch (error) {
      if (error instanceof LotsInUseError)
        throw wrongState(bulletin, '其标的已有保证金或出价记录，不能再修改标的，请新建公告');
      throw error;
    }
    // The old lots are gone: their images and proofs are free until bound to the new ones.
    await files.release('lot_image', oldLotIds);
    await files.release('priority_proof', oldLotIds);
    const holders = await bulletins.priorityHoldersOf(lotIds);
    await bindFiles(files, principal, { bulletinId: bulletin.id, lotIds }, { ...body, bodyHtml }, holders);
    return view((await bulletins.find(bulletin.id))!);
  };
}
