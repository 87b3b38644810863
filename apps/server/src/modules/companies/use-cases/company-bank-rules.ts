import type { SettlementAccountSource } from '@lyp/shared/auction/order.schemas';
import { AppError } from '../../../lib/app-error';
import type { Principal } from '../../../lib/principal';
import type { CompaniesRepository, CompanyCertRecord } from '../companies.repository';
import type { CompanyCaller } from '../company-auth.view';
import type { ReviewedAccountInput } from '../settlement-accounts.repository';

export const bankOf = (row: CompanyCertRecord) => ({
  bankName: row.bankName,
  bankNumber: row.bankNumber,
  interbankAccount: row.interbankAccount,
});

export const pendingBankOf = (row: CompanyCertRecord) => ({
  bankName: row.pendingBankName,
  bankNumber: row.pendingBankNumber,
  interbankAccount: row.pendingInterbank,
});

/** The account in force on an approved application, as a reviewed settlement account. */
export function reviewedAccount(
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

const notAllowed = (reason: string) => new AppError('COMPANY_AUTH_NOT_ALLOWED', { params: { reason } });

/** The certification of the company acted for: certified, and not acted for as its sub-account. */
export async function requireApproved(
  companies: CompaniesRepository,
  principal: Principal,
): Promise<CompanyCertRecord> {
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
export async function findInTenant(
  companies: CompaniesRepository,
  caller: CompanyCaller,
  id: number,
): Promise<CompanyCertRecord> {
  const found = await companies.findById(id);
  if (!found || found.tenantId !== caller.principal.tenantId) throw new AppError('COMPANY_AUTH_NOT_FOUND');
  return found;
}
