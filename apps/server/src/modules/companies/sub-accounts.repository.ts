import type { Db, DbOrTx } from '../../db/client';
import { createOperationLogRepository, type OperationLogRepository } from '../operation-log';
import { createSubAccountQueries } from './sub-account.queries';
import { createSubAccountWrites } from './sub-account-writes';

export type { MenuNode, SubAccountRecord } from './sub-account.queries';
export { SubAccountPhoneTakenError } from './sub-account-writes';

function subAccountQueries(db: DbOrTx) {
  return { ...createSubAccountQueries(db), ...createSubAccountWrites(db) };
}

export type SubAccountQueries = ReturnType<typeof subAccountQueries>;

export interface SubAccountWriteScope {
  subAccounts: SubAccountQueries;
  logs: OperationLogRepository;
}

export function createSubAccountsRepository(db: Db) {
  return {
    ...subAccountQueries(db),
    /** Runs `work` in one transaction: the change and its log entry commit together. */
    transaction<T>(work: (scope: SubAccountWriteScope) => Promise<T>): Promise<T> {
      return db.transaction((tx) =>
        work({ subAccounts: subAccountQueries(tx), logs: createOperationLogRepository(tx) }),
      );
    },
  };
}

export type SubAccountsRepository = ReturnType<typeof createSubAccountsRepository>;
