import type { CompanyAuth } from '@lyp/shared/company/company.schemas';
import type { RegisterReviewBankEditBody } from '@lyp/shared/company/register-review.schemas';
import { AppError } from '../../../lib/app-error';
import {
  actorOf,
  COMPANY_TARGET_TYPE,
  companyNameOf,
  statusLabel,
  toCompanyAuth,
  type CompanyCaller,
} from '../company-auth.view';
import type { CompanyBankServiceDeps } from './company-bank-deps';
import { bankOf, findInTenant, reviewedAccount } from './company-bank-rules';

const correctionRule = '只有已认证的企业可以修改开户信息';

/**
 * 修改开户信息 by a reviewer: the account in force is corrected at once (application and
 * organisation), the reviewer and the reason kept in the log. A change the company sent
 * waits for its own review first, so the two cannot overwrite each other.
 */
export function correctBankAccount({ companies, operationLog, clock }: CompanyBankServiceDeps) {
  return async (caller: CompanyCaller, body: RegisterReviewBankEditBody): Promise<CompanyAuth> => {
    const found = await findInTenant(companies, caller, body.id);
    if (found.status !== 'approved')
      throw new AppError('COMPANY_AUTH_WRONG_STATE', {
        params: { status: statusLabel(found.status), rule: correctionRule },
      });
    if (found.bankChangeStatus === 'submitted') throw new AppError('BANK_CHANGE_WAITING_REVIEW');
    const bank = {
      bankName: body.bankName,
      bankNumber: body.bankNumber,
      interbankAccount: body.interbankAccount,
    };
    const now = clock.now();
    const corrected = await companies.transaction(async ({ companies: tx, logs, accounts }) => {
      const row = await tx.correctBank(found.id, bank, now);
      if (!row) {
        const latest = (await tx.findById(found.id)) ?? found;
        if (latest.status !== 'approved')
          throw new AppError('COMPANY_AUTH_WRONG_STATE', {
            params: { status: statusLabel(latest.status), rule: correctionRule },
          });
        throw new AppError('BANK_CHANGE_WAITING_REVIEW');
      }
      if (row.orgId !== null) {
        await tx.setOrganisationBank(row.orgId, bank, now);
        // The corrected account was wrong: nothing more is settled to it.
        if (found.bankNumber)
          await accounts.retire(row.orgId, found.bankNumber, `审核人员更正：${body.reason}`, now);
        await accounts.recordReviewed(reviewedAccount(row, 'correction', caller.principal.userId, now));
      }
      await operationLog.record(
        actorOf(caller),
        {
          action: 'company_bank.correct',
          targetType: COMPANY_TARGET_TYPE,
          targetId: row.id,
          summary: `审核人员修改开户信息 ${companyNameOf(row)}：${body.reason}`,
          before: bankOf(found),
          after: { ...bank, reason: body.reason },
        },
        logs,
      );
      return row;
    });
    return toCompanyAuth(corrected);
  };
}
