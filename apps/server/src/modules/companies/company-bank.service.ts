import type { BankChangeBody, CompanyAuth, CompanyReviewBody } from '@lyp/shared/company/company.schemas';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { Principal } from '../../lib/principal';
import type { OperationLogService } from '../operation-log';
import type { CompaniesRepository } from './companies.repository';
import {
  actorOf,
  COMPANY_TARGET_TYPE,
  companyNameOf,
  toCompanyAuth,
  type CompanyCaller,
} from './company-auth.view';
import type { CompanyCertRecord } from './company.queries';

export interface CompanyBankServiceDeps {
  companies: CompaniesRepository;
  operationLog: Pick<OperationLogService, 'record'>;
  clock: Clock;
}

const bankOf = (row: CompanyCertRecord) => ({
  bankName: row.bankName,
  bankNumber: row.bankNumber,
  interbankAccount: row.interbankAccount,
});

const pendingBankOf = (row: CompanyCertRecord) => ({
  bankName: row.pendingBankName,
  bankNumber: row.pendingBankNumber,
  interbankAccount: row.pendingInterbank,
});

/**
 * 开户信息变更: a certified company's new bank account waits for the platform's review; until
 * approved, settlements keep going to the account in force. One change waits at a time.
 */
export function createCompanyBankService(deps: CompanyBankServiceDeps) {
  const { companies, operationLog, clock } = deps;

  const notAllowed = (reason: string) => new AppError('COMPANY_AUTH_NOT_ALLOWED', { params: { reason } });

  /** The certification of the company acted for: certified, and not acted for as its sub-account. */
  async function requireApproved(principal: Principal): Promise<CompanyCertRecord> {
    const standing = await companies.standing(principal.userId, principal.orgId);
    const { org, certification } = standing;
    if (!org || !standing.isMember) throw new AppError('ORG_NOT_MEMBER');
    if (standing.subAccountOrgId !== null) throw notAllowed('子账号不能修改企业开户信息，请联系企业的主账号');
    if (org.type !== 'company') throw notAllowed('请切换到已认证的企业后再修改开户信息');
    if (certification?.status !== 'approved')
      throw new AppError('COMPANY_NOT_CERTIFIED', { params: { org: org.name } });
    return certification;
  }

  return {
    /** A new bank account for the company acted for: it applies once the platform approves it. */
    async request(caller: CompanyCaller, body: BankChangeBody): Promise<CompanyAuth> {
      const certification = await requireApproved(caller.principal);
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
    },

    /** Approval puts the new account in force (application and organisation); rejection keeps the old. */
    async review(caller: CompanyCaller, body: CompanyReviewBody): Promise<CompanyAuth> {
      const found = await companies.findById(body.id);
      if (!found) throw new AppError('COMPANY_AUTH_NOT_FOUND');
      if (found.bankChangeStatus !== 'submitted') throw new AppError('BANK_CHANGE_NOT_FOUND');
      const now = clock.now();
      const reviewed = await companies.transaction(async ({ companies: tx, logs }) => {
        const row = await tx.reviewBankChange(found.id, {
          approved: body.approved,
          reason: body.reason ?? null,
          now,
        });
        if (!row) throw new AppError('BANK_CHANGE_NOT_FOUND');
        if (body.approved && row.orgId !== null) await tx.setOrganisationBank(row.orgId, bankOf(row), now);
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
            after: body.approved
              ? bankOf(row)
              : { ...pendingBankOf(found), rejectReason: body.reason ?? null },
          },
          logs,
        );
        return row;
      });
      return toCompanyAuth(reviewed);
    },
  };
}

export type CompanyBankService = ReturnType<typeof createCompanyBankService>;
