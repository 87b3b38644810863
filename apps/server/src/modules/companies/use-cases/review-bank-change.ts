import type { CompanyAuth, CompanyReviewBody } from '@lyp/shared/company/company.schemas';
import { AppError } from '../../../lib/app-error';
import {
  actorOf,
  COMPANY_TARGET_TYPE,
  companyNameOf,
  toCompanyAuth,
  type CompanyCaller,
} from '../company-auth.view';
import { requireRejectPermission } from '../register-review-access';
import type { CompanyBankServiceDeps } from './company-bank-deps';
import { bankOf, findInTenant, pendingBankOf, reviewedAccount } from './company-bank-rules';

/** Approval puts the new account in force (application and organisation); rejection keeps the old. */
export function reviewBankChange({ companies, operationLog, clock }: CompanyBankServiceDeps) {
  return async (caller: CompanyCaller, body: CompanyReviewBody): Promise<CompanyAuth> => {
    requireRejectPermission(caller.principal, body.approved);
    const found = await findInTenant(companies, caller, body.id);
    if (found.bankChangeStatus !== 'submitted') throw new AppError('BANK_CHANGE_NOT_FOUND');
    const now = clock.now();
    const reviewed = await companies.transaction(async ({ companies: tx, logs, accounts }) => {
      const row = await tx.reviewBankChange(found.id, {
        approved: body.approved,
        reason: body.reason ?? null,
        reviewerUserId: caller.principal.userId,
        now,
      });
      if (!row) throw new AppError('BANK_CHANGE_NOT_FOUND');
      if (body.approved && row.orgId !== null) {
        await tx.setOrganisationBank(row.orgId, bankOf(row), now);
        // The old account stays usable: it was reviewed too, and orders may name it.
        await accounts.recordReviewed(reviewedAccount(row, 'bank_change', caller.principal.userId, now));
      }
      await operationLog.record(
        actorOf(caller),
        {
          action: body.approved ? 'company_bank.approve' : 'company_bank.reject',
          targetType: COMPANY_TARGET_TYPE,
          targetId: row.id,
          summary: body.approved
            ? `通过开户信息变更 ${companyNameOf(row)}`
            : `驳回开户信息变更 ${companyNameOf(row)}：${body.reason ?? ''}`,
          before: bankOf(found),
          after: body.approved ? bankOf(row) : { ...pendingBankOf(found), rejectReason: body.reason ?? null },
        },
        logs,
      );
      return row;
    });
    return toCompanyAuth(reviewed);
  };
}
