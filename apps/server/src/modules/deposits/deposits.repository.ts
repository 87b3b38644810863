import type { Db } from '../../db/client';
import { createDepositAuditReads } from './deposit-audit.repository';
import { createDepositLedger } from './deposit-ledger.repository';
import { createDepositSubmissionWrites } from './deposit-submission-writes';
import { createDepositTermsQueries } from './deposit-terms.queries';
import { createDepositQueries } from './deposits.queries';

export type { DepositAuditFilter, DepositAuditRecord } from './deposit-audit.repository';
export type { LotForConfirmation } from './deposit-ledger.repository';
export type { LotForDeposit } from './deposit-terms.queries';
export type { DepositEntryRecord, DepositRecord, DepositRow } from './deposits.queries';

export function createDepositsRepository(db: Db) {
  return {
    // The movements of money (confirm, release, return, apply, forfeit) live in the ledger.
    ...createDepositLedger(db),
    // The auditors' list and history, with names of bidders and reviewers.
    ...createDepositAuditReads(db),
    ...createDepositQueries(db),
    ...createDepositTermsQueries(db),
    ...createDepositSubmissionWrites(db),
  };
}

export type DepositsRepository = ReturnType<typeof createDepositsRepository>;
