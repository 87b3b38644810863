import type { BankChangeBody, CompanyAuth } from '@lyp/shared/company/company.schemas';
import { AppError } from '../../../lib/app-error';
import {
  actorOf,
  COMPANY_TARGET_TYPE,
  companyNameOf,
  toCompanyAuth,
  type CompanyCaller,
} from '../company-auth.view';
import type { CompanyBankServiceDeps } from './company-bank-deps';
import { bankOf, requireApproved } from './company-bank-rules';

/** A new bank account for the company acted for: it applies once the platform approves it. */
export function requestBankChange({ companies, operationLog, clock }: CompanyBankServiceDeps) {
  return async (caller: CompanyCaller, body: BankChangeBody): Promise<CompanyAuth> => {
    const certification = await requireApproved(companies, caller.principal);
    if (certification.bankChangeStatus === 'submitted') throw new AppError('BANK_CHANGE_PENDING');
    const now = clock.now();
    const changed = await companies.transaction(async ({ companies: tx, logs }) => {
      const row = await tx.requestBankChange(certification.id, body, now);
      if (!row) throw new AppError('BANK_CHANGE_PENDING');
      await operationLog.record(
        actorOf(caller),
        {
          action: 'company_bank.submit',
          targetType: COMPANY_TARGET_TYPE,
          targetId: row.id,
          summary: `提交开户信息变更 ${companyNameOf(row)}`,
          before: bankOf(certification),
          after: body,
        },
        logs,
      );
      return row;
    });
    return toCompanyAuth(changed);
  };
}
