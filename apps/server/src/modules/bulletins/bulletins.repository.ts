import type { DbOrTx } from '../../db/client';
import { createBulletinAuditTrail, type BulletinAuditTrail } from './bulletin-audit-trail.repository';
import { createBulletinQueries, type BulletinQueries } from './bulletin-queries.repository';
import { createBulletinTransitions, type BulletinTransitions } from './bulletin-transitions.repository';
import { createBulletinWrites, type BulletinWrites } from './bulletin-writes.repository';
import type { BulletinsLedger } from './bulletins-ledger';
import { createLotDetailsRepository, type LotDetailsRepository } from './lot-details.repository';
import { createLotReplacement, type LotReplacement } from './lot-replacement.repository';
import { createLotLineageRepository, type LotLineageRepository } from './reauction/lot-lineage.repository';

export {
  LotsInUseError,
  PUBLIC_BULLETIN_STATUSES,
  type BulletinEventRecord,
  type BulletinRecord,
  type BulletinStatus,
  type LotExtras,
  type LotRecord,
  type NewLot,
} from './bulletin-records';
export type { TransitionChange } from './bulletin-transitions.repository';
export type { BulletinsLedger, CertifiedCompany, NewViewing, ViewingRecord } from './lot-details.repository';

export interface BulletinsRepository
  extends
    LotDetailsRepository,
    BulletinQueries,
    BulletinWrites,
    LotReplacement,
    BulletinTransitions,
    BulletinAuditTrail,
    LotLineageRepository {
  transaction<T>(work: (repository: BulletinsRepository) => Promise<T>): Promise<T>;
}

export function createBulletinsRepository(db: DbOrTx, ledger: BulletinsLedger): BulletinsRepository {
  return {
    ...createLotDetailsRepository(db, ledger),
    transaction: (work) => db.transaction((tx) => work(createBulletinsRepository(tx, ledger))),
    ...createBulletinQueries(db),
    ...createBulletinWrites(db),
    ...createLotReplacement(db),
    ...createBulletinTransitions(db, ledger),
    ...createBulletinAuditTrail(db),
    ...createLotLineageRepository(db),
  };
}
