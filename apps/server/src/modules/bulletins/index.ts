export { auditRoutes } from './audit.routes';
export { createAuditService, type AuditService } from './audit.service';
export { toLotView } from './bulletin-views';
export {
  createBulletinsRepository,
  PUBLIC_BULLETIN_STATUSES,
  type BulletinRecord,
  type BulletinsLedger,
  type BulletinsRepository,
  type LotRecord,
} from './bulletins.repository';
export { bulletinsRoutes } from './bulletins.routes';
export { loadPublicLineage } from './reauction/lot-lineage';
export { createLotLineageRepository } from './reauction/lot-lineage.repository';
export { createBulletinsService, type BulletinsService } from './bulletins.service';
