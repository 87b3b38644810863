import type { BankChangeBody, CompanyAuth, CompanyReviewBody } from '@lyp/shared/company/company.schemas';
import type { SettlementAccountSource } from '@lyp/shared/auction/order.schemas';
import type { RegisterReviewBankEditBody } from '@lyp/shared/company/register-review.schemas';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { Principal } from '../../lib/principal';
import type { OperationLogService } from '../operation-log';
import type { CompaniesRepository } from './companies.repository';
import {
  actorOf,
  COMPANY_TARGET_TYPE,
  companyNameOf,
  statusLabel,
  toCompanyAuth,
  type CompanyCaller,
} from './company-auth.view';
import { requireRejectPermission } from './register-review-access';
import type { CompanyCertRecord } from './company.queries';
import type { ReviewedAccountInput } from './settlement-accounts.repository';

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

/** The account in force on an approved application, as a reviewed settlement account. */
function reviewedAccount(
  row: CompanyCertRecord,
  source: SettlementAccountSource,
  reviewerUserId: number,
  now: Date,
): ReviewedAccountInput {
  return {
    orgId: row.orgId!,
    accountName: row.companyName ?? '',
    bankName: row.bankName ?? '',
    bankNumber: row.bankNumber ?? '',
    interbankAccount: row.interbankAccount,
    source,
    reviewerUserId,
    now,
  };
}

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

  /** An application of the caller's tenant: another tenant's is as good as absent. */
  async function findInTenant(caller: CompanyCaller, id: number): Promise<CompanyCertRecord> {
    const found = await companies.findById(id);
    if (!found || found.tenantId !== caller.principal.tenantId) throw new AppError('COMPANY_AUTH_NOT_FOUND');
    return found;
  }

  const correctionRule = '只有已认证的企业可以修改开户信息';

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
      requireRejectPermission(caller.principal, body.approved);
      const found = await findInTenant(caller, body.id);
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

    /**
     * 修改开户信息 by a reviewer: the account in force is corrected at once (application and
     * organisation), the reviewer and the reason kept in the log. A change the company sent
     * waits for its own review first, so the two cannot overwrite each other.
     */
    async correct(caller: CompanyCaller, body: RegisterReviewBankEditBody): Promise<CompanyAuth> {
      const found = await findInTenant(caller, body.id);
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
    },
  };
}

export type CompanyBankService = ReturnType<typeof createCompanyBankService>;
