import { COMPANY_AUTH_STATUS_LABELS } from '@lyp/shared/company/company.schemas';
import { AppError } from '../../../lib/app-error';
import type { Principal } from '../../../lib/principal';
import type { SubAccountRecord, SubAccountsRepository } from '../sub-accounts.repository';
import type { SubAccountsServiceDeps } from './sub-account-deps';

const notAllowed = (reason: string) => new AppError('SUB_ACCOUNT_NOT_ALLOWED', { params: { reason } });

/** The company the caller manages sub-accounts of: theirs, certified, and not as a sub-account. */
export async function requireManager(deps: SubAccountsServiceDeps, principal: Principal, doing: string) {
  const standing = await deps.companies.standing(principal.userId, principal.orgId);
  const { org } = standing;
  if (!org || !standing.isMember) throw new AppError('ORG_NOT_MEMBER');
  if (standing.subAccountOrgId !== null) throw notAllowed('子账号不能管理其他子账号');
  if (org.type !== 'company') throw notAllowed(`请切换到已认证的企业后再${doing}子账号`);
  if (standing.certification?.status !== 'approved')
    throw notAllowed(`「${org.name}」尚未通过企业认证，请先完成企业认证后再${doing}子账号`);
  return org;
}

/**
 * A company a registration reviewer adds sub-accounts to: of the reviewer's tenant and
 * certified. What the sub-account may hold is bounded by the company's main account (the
 * applicant the certification was approved for), as when the company adds one itself.
 */
export async function requireCertifiedForReviewer(
  deps: SubAccountsServiceDeps,
  reviewer: Principal,
  orgId: number,
) {
  const certification = await deps.companies.findByOrg(orgId);
  if (!certification || certification.tenantId !== reviewer.tenantId)
    throw new AppError('COMPANY_AUTH_NOT_FOUND');
  if (certification.status !== 'approved')
    throw new AppError('COMPANY_AUTH_WRONG_STATE', {
      params: {
        status: COMPANY_AUTH_STATUS_LABELS[certification.status],
        rule: '只有已认证的企业可以新增子账号',
      },
    });
  const org = { id: orgId, tenantId: certification.tenantId };
  return { org, granter: { userId: certification.applicantUserId, orgId } };
}

export async function requireSubAccount(
  subAccounts: SubAccountsRepository,
  orgId: number,
  userId: number,
): Promise<SubAccountRecord> {
  const record = await subAccounts.findInOrg(orgId, userId);
  if (!record) throw new AppError('SUB_ACCOUNT_NOT_FOUND');
  return record;
}
