import type { Db, DbOrTx } from '../../db/client';
import { createFilesRepository } from '../files';
import { createOperationLogRepository, type OperationLogRepository } from '../operation-log';
import {
  createSettlementAccountsRepository,
  type SettlementAccountsRepository,
} from './settlement-accounts.repository';
import { createCompanyBankWrites } from './company-bank-writes';
import { createCompanyCertWrites } from './company-cert-writes';
import { createCompanyOrganisationWrites } from './company-organisation-writes';
import { createCompanyQueries, type CompanyQueries } from './company.queries';

export type {
  ActingStanding,
  CompanyCertRecord,
  CompanyCertReviewRecord,
  CompanyListQuery,
} from './company.queries';
export type { BankAccount, CompanyCertValues } from './company-cert.types';
export { CompanyConflictError } from './company-cert-writes';

/**
 * Writes of company certifications and of what approval changes (the organisation, the
 * applicant's membership and role); conditional on the status, so two of them cannot both win.
 */
function createCompanyWrites(db: DbOrTx) {
  return {
    ...createCompanyCertWrites(db),
    ...createCompanyOrganisationWrites(db),
    ...createCompanyBankWrites(db),
  };
}

/** The repositories one change writes through, bound to its transaction. */
export interface CompanyWriteScope {
  companies: CompanyQueries & ReturnType<typeof createCompanyWrites>;
  files: Pick<ReturnType<typeof createFilesRepository>, 'rebind' | 'listByBusiness'>;
  logs: OperationLogRepository;
  accounts: SettlementAccountsRepository;
}

export function createCompaniesRepository(db: Db) {
  return {
    ...createCompanyQueries(db),
    /** Runs `work` in one transaction: the change, its files' binding and its log entry commit together. */
    transaction<T>(work: (scope: CompanyWriteScope) => Promise<T>): Promise<T> {
      return db.transaction((tx) =>
        work({
          companies: { ...createCompanyQueries(tx), ...createCompanyWrites(tx) },
          files: createFilesRepository(tx),
          logs: createOperationLogRepository(tx),
          accounts: createSettlementAccountsRepository(tx),
        }),
      );
    },
  };
}

export type CompaniesRepository = ReturnType<typeof createCompaniesRepository>;
