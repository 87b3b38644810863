import { AppError } from '../../lib/app-error';
import type { Principal } from '../../lib/principal';
import type { BulletinsServiceDeps } from './bulletins-deps';
import type { BulletinRecord, LotRecord } from './bulletins.repository';

/** The caller's organisation's bulletin; anyone else's answers like a missing one. */
export function requireOwnBulletin({ bulletins }: Pick<BulletinsServiceDeps, 'bulletins'>) {
  return async (principal: Principal, id: number): Promise<BulletinRecord> => {
    const bulletin = await bulletins.find(id);
    if (!bulletin || bulletin.sellerOrgId !== principal.orgId) throw new AppError('BULLETIN_NOT_FOUND');
    return bulletin;
  };
}

/** A lot of the caller's organisation's bulletin, with the bulletin; anyone else's is missing. */
export function requireOwnLot({ bulletins }: Pick<BulletinsServiceDeps, 'bulletins'>) {
  return async (
    principal: Principal,
    lotId: number,
  ): Promise<{ lot: LotRecord; bulletin: BulletinRecord }> => {
    const lot = await bulletins.findLot(lotId);
    const bulletin = lot ? await bulletins.find(lot.bulletinId) : undefined;
    if (!lot || !bulletin || bulletin.sellerOrgId !== principal.orgId) throw new AppError('LOT_NOT_FOUND');
    return { lot, bulletin };
  };
}
