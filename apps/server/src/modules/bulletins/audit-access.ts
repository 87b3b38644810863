import { AppError } from '../../lib/app-error';
import type { Principal } from '../../lib/principal';
import type { AuditServiceDeps } from './audit-deps';
import type { BulletinRecord, BulletinStatus } from './bulletins.repository';

/** Auditors see everything sellers have sent them: never drafts. */
export const AUDITABLE_VIEW: BulletinStatus[] = [
  'submitted',
  'published',
  'rejected',
  'withdrawn',
  'bidding',
  'ended',
];

/** Another tenant's bulletin is as good as absent to this auditor. */
export function requireVisibleBulletin({ bulletins }: Pick<AuditServiceDeps, 'bulletins'>) {
  return async (auditor: Principal, id: number) => {
    const bulletin = await bulletins.find(id);
    if (!bulletin || bulletin.tenantId !== auditor.tenantId || !AUDITABLE_VIEW.includes(bulletin.status))
      throw new AppError('BULLETIN_NOT_FOUND');
    return bulletin;
  };
}

/**
 * Nobody decides on their own organisation's bulletin, not even after switching to another
 * organisation they belong to: approval is the check on the seller, not the seller's own.
 */
export function requireIndependentAuditor({ bulletins }: Pick<AuditServiceDeps, 'bulletins'>) {
  return async (auditor: Principal, bulletin: BulletinRecord) => {
    const member =
      auditor.orgId === bulletin.sellerOrgId ||
      (await bulletins.isOrganisationMember(auditor.userId, bulletin.sellerOrgId));
    if (member) throw new AppError('AUDIT_OWN_BULLETIN', { params: { seller: bulletin.sellerName } });
  };
}
