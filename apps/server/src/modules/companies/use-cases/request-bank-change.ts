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

const BANK_CHANGE_PROOF = 'bank_change_proof';

/**
 * A new bank account for the company acted for, with its 开户许可证 or the bank's letter: it
 * applies once the platform approves it.
 */
export function requestBankChange({ companies, operationLog, clock, files }: CompanyBankServiceDeps) {
  return async (caller: CompanyCaller, body: BankChangeBody): Promise<CompanyAuth> => {
    const certification = await requireApproved(companies, caller.principal);
    if (certification.bankChangeStatus === 'submitted') throw new AppError('BANK_CHANGE_PENDING');
    // The proof of an earlier, rejected change may be sent again with the corrected account.
    if (body.proofFileId !== certification.bankChangeProofFileId)
      await files.checkUsable(caller.principal, {
        businessType: BANK_CHANGE_PROOF,
        businessId: certification.id,
        fileIds: [body.proofFileId],
      });
    const now = clock.now();
    const changed = await companies.transaction(async ({ companies: tx, files: fileScope, logs }) => {
      const row = await tx.requestBankChange(certification.id, body, now);
      if (!row) throw new AppError('BANK_CHANGE_PENDING');
      // Earlier changes' proofs stay bound to the company: the record of what each was decided on.
      const earlier = (await fileScope.listByBusiness(BANK_CHANGE_PROOF, [row.id]))
        .map((file) => file.id)
        .filter((id) => id !== body.proofFileId);
      await fileScope.rebind(BANK_CHANGE_PROOF, row.id, [...earlier, body.proofFileId]);
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
