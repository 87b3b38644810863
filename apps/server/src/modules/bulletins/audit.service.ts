import { AUDITABLE_VIEW } from './audit-access';
import type { AuditServiceDeps } from './audit-deps';
import type { BulletinStatus } from './bulletins.repository';
import { decideBulletin } from './use-cases/decide-bulletin';
import { exportAuditBulletins, getAuditBulletin, listAuditBulletins } from './use-cases/read-audit-bulletins';
import { revokeBulletin } from './use-cases/revoke-bulletin';

export type { AuditServiceDeps } from './audit-deps';

const AUDITED: BulletinStatus[] = ['published', 'rejected', 'bidding', 'ended'];

/** 审核中心: the auditors' lists and decisions, each call a use case of its own. */
export function createAuditService(deps: AuditServiceDeps) {
  return {
    page: listAuditBulletins(deps, AUDITABLE_VIEW),
    waiting: listAuditBulletins(deps, ['submitted']),
    audited: listAuditBulletins(deps, AUDITED),
    export: exportAuditBulletins(deps),
    get: getAuditBulletin(deps),
    decide: decideBulletin(deps),
    revoke: revokeBulletin(deps),
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
