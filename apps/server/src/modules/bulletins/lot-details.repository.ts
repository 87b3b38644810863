import type { DbOrTx } from '../../db/client';
import type { BulletinsLedger } from './bulletins-ledger';
import {
  createCertifiedCompaniesRepository,
  type CertifiedCompaniesRepository,
} from './certified-companies.repository';
import {
  createPriorityHoldersRepository,
  type PriorityHoldersRepository,
} from './priority-holders.repository';
import { createLotViewingsRepository, type LotViewingsRepository } from './lot-viewings.repository';
import {
  createSpecifiedBiddersRepository,
  type SpecifiedBiddersRepository,
} from './specified-bidders.repository';

export type { BulletinsLedger } from './bulletins-ledger';
export type { CertifiedCompany } from './certified-companies.repository';
export type { NewViewing, ViewingRecord } from './lot-viewings.repository';

/** What a seller keeps beside a lot: 看货 viewings, 定向 specified bidders, 优先购买权人. */
export interface LotDetailsRepository
  extends
    LotViewingsRepository,
    SpecifiedBiddersRepository,
    CertifiedCompaniesRepository,
    PriorityHoldersRepository {}

export function createLotDetailsRepository(db: DbOrTx, ledger: BulletinsLedger): LotDetailsRepository {
  return {
    ...createLotViewingsRepository(db),
    ...createSpecifiedBiddersRepository(db, ledger),
    ...createCertifiedCompaniesRepository(db),
    ...createPriorityHoldersRepository(db),
  };
}
