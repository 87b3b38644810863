import type { Db, DbOrTx } from '../../db/client';
import { createOperationLogRepository, type OperationLogRepository } from '../operation-log';
import { createCommissionTiersQueries } from './commission-tiers.queries';
import { createCommissionTiersWrites } from './commission-tiers-writes';
import { createSellerCompaniesQueries } from './seller-companies.queries';

export type { SellerCompany, SellerPageQuery, StoredTiers } from './commissions.types';

export function createCommissionsRepository(db: DbOrTx) {
  return {
    ...createCommissionTiersQueries(db),
    ...createCommissionTiersWrites(db),
    ...createSellerCompaniesQueries(db),
  };
}

export type CommissionsRepository = ReturnType<typeof createCommissionsRepository>;

/** What a change and its operation-log entry write, bound to one transaction. */
export interface CommissionsUnit {
  commissions: CommissionsRepository;
  logs: OperationLogRepository;
}

/** Runs `work` in one transaction: the change and its log entry commit or roll back together. */
export function commissionsTransaction(db: Db) {
  return <T>(work: (unit: CommissionsUnit) => Promise<T>): Promise<T> =>
    db.transaction((tx) =>
      work({ commissions: createCommissionsRepository(tx), logs: createOperationLogRepository(tx) }),
    );
}
