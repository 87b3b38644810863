import type { BulletinView } from '@lyp/shared/auction/bulletin.schemas';
import type { Principal } from '../../../lib/principal';
import { requireOwnBulletin } from '../bulletin-ownership';
import { toBulletinView } from '../bulletin-views';
import type { BulletinsServiceDeps } from '../bulletins-deps';
import type { BulletinRecord } from '../bulletins.repository';
import { loadLotViewExtras } from '../lot-extras';

/** A bulletin as its screens show it: its lots with their extras, attachments and history. */
export function viewBulletin({ bulletins, files }: Pick<BulletinsServiceDeps, 'bulletins' | 'files'>) {
  return async (bulletin: BulletinRecord): Promise<BulletinView> => {
    const lots = await bulletins.lotsOf([bulletin.id]);
    const [attachments, extrasByLot, history] = await Promise.all([
      files.idsByBusiness('bulletin_attachment', [bulletin.id]),
      loadLotViewExtras(
        bulletins,
        files,
        lots.map((lot) => lot.id),
      ),
      bulletins.historyOf(bulletin.id),
    ]);
    return toBulletinView(bulletin, lots, {
      attachmentIds: (attachments.get(bulletin.id) ?? []).map((file) => file.id),
      extrasByLot,
      history,
    });
  };
}

/** One of the caller's organisation's bulletins, as its screens show it. */
export function getOwnBulletin(deps: BulletinsServiceDeps) {
  const requireOwn = requireOwnBulletin(deps);
  const view = viewBulletin(deps);
  return async (principal: Principal, id: number): Promise<BulletinView> => {
    return view(await requireOwn(principal, id));
  };
}
