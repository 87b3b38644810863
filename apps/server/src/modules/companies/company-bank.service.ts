import type { CompanyBankServiceDeps } from './use-cases/company-bank-deps';
import { correctBankAccount } from './use-cases/correct-bank-account';
import { requestBankChange } from './use-cases/request-bank-change';
import { reviewBankChange } from './use-cases/review-bank-change';

export type { CompanyBankServiceDeps } from './use-cases/company-bank-deps';

/**
 * 开户信息变更: a certified company's new bank account waits for the platform's review; until
 * approved, settlements keep going to the account in force. One change waits at a time.
 */
export function createCompanyBankService(deps: CompanyBankServiceDeps) {
  return {
    request: requestBankChange(deps),
    review: reviewBankChange(deps),
    correct: correctBankAccount(deps),
  };
}

export type CompanyBankService = ReturnType<typeof createCompanyBankService>;
