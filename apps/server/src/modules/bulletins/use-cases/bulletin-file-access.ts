import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import type { Principal } from '../../../lib/principal';
import type { FileAccess } from '../../files';
import type { BulletinsServiceDeps } from '../bulletins-deps';
import { PUBLIC_BULLETIN_STATUSES } from '../bulletins.repository';

const isAuditor = (principal: Principal | null) =>
  principal?.permissions.has(PERMISSIONS.noticeAuditView.code) ?? false;

/**
 * Who may read a bulletin's files: everyone once public; before, its seller, and auditors
 * once it has been sent to them (a draft is the seller's alone, as in the audit lists).
 */
export function bulletinFileAccess({ bulletins }: Pick<BulletinsServiceDeps, 'bulletins'>) {
  return async (bulletinId: number, principal: Principal | null): Promise<FileAccess> => {
    const bulletin = await bulletins.find(bulletinId);
    if (!bulletin) return 'denied';
    if (PUBLIC_BULLETIN_STATUSES.includes(bulletin.status)) return 'public';
    if (!principal) return 'denied';
    if (principal.orgId === bulletin.sellerOrgId) return 'allowed';
    return bulletin.status !== 'draft' && isAuditor(principal) ? 'allowed' : 'denied';
  };
}

/** A lot's files (its images) are read as its bulletin's are. */
export function lotFileAccess(deps: Pick<BulletinsServiceDeps, 'bulletins'>) {
  const bulletinAccess = bulletinFileAccess(deps);
  return async (lotId: number, principal: Principal | null): Promise<FileAccess> => {
    const lot = await deps.bulletins.findLot(lotId);
    return lot ? bulletinAccess(lot.bulletinId, principal) : 'denied';
  };
}

/**
 * A 优先购买权 proof is never public: the lot's seller may read it, and auditors once the
 * bulletin has been sent to them, whatever the bulletin's status.
 */
export function priorityProofAccess({ bulletins }: Pick<BulletinsServiceDeps, 'bulletins'>) {
  return async (lotId: number, principal: Principal | null): Promise<FileAccess> => {
    const lot = await bulletins.findLot(lotId);
    const bulletin = lot ? await bulletins.find(lot.bulletinId) : undefined;
    if (!bulletin || !principal) return 'denied';
    if (principal.orgId === bulletin.sellerOrgId) return 'allowed';
    return bulletin.status !== 'draft' && isAuditor(principal) ? 'allowed' : 'denied';
  };
}
