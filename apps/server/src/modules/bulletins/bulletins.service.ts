import { requireOwnLot } from './bulletin-ownership';
import { createLotDetailsService } from './lot-details.service';
import type { ReauctionDeps } from './reauction/reauction-deps';
import { reauctionLot } from './reauction/reauction-lot';
import { addBulletin } from './use-cases/add-bulletin';
import { bulletinFileAccess, lotFileAccess, priorityProofAccess } from './use-cases/bulletin-file-access';
import { editBulletin } from './use-cases/edit-bulletin';
import { exportOwnBulletins, listOwnBulletins } from './use-cases/list-own-bulletins';
import { removeBulletin } from './use-cases/remove-bulletin';
import { setBulletinCommission } from './use-cases/set-bulletin-commission';
import { submitBulletin } from './use-cases/submit-bulletin';
import { getOwnBulletin, viewBulletin } from './use-cases/view-bulletin';
import { withdrawBulletin } from './use-cases/withdraw-bulletin';

export type { BulletinsServiceDeps } from './bulletins-deps';
export type { ReauctionDeps, ReauctionWithin } from './reauction/reauction-deps';

/** 信息发布: the seller's bulletins and lots, each call a use case of its own. */
export function createBulletinsService(deps: ReauctionDeps) {
  const { bulletins, clock } = deps;
  const ownLot = requireOwnLot(deps);
  return {
    requireOwnLot: ownLot,
    view: viewBulletin(deps),
    export: exportOwnBulletins(deps),
    list: listOwnBulletins(deps),
    get: getOwnBulletin(deps),
    add: addBulletin(deps),
    edit: editBulletin(deps),
    commit: submitBulletin(deps),
    undo: withdrawBulletin(deps),
    remove: removeBulletin(deps),
    setCommission: setBulletinCommission(deps),
    reauction: reauctionLot(deps, viewBulletin(deps)),
    ...createLotDetailsService({ bulletins, clock, requireOwnLot: ownLot }),
    bulletinFileAccess: bulletinFileAccess(deps),
    lotFileAccess: lotFileAccess(deps),
    priorityProofAccess: priorityProofAccess(deps),
  };
}

export type BulletinsService = ReturnType<typeof createBulletinsService>;
