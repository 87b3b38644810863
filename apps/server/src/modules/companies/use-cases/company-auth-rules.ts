import type { CompanyAuthStatus } from '@lyp/shared/company/company.schemas';
import { AppError } from '../../../lib/app-error';
import type { Principal } from '../../../lib/principal';
import { statusLabel } from '../company-auth.view';
import {
  CompanyConflictError,
  type ActingStanding,
  type CompaniesRepository,
  type CompanyCertRecord,
  type CompanyCertValues,
} from '../companies.repository';

export const notAllowed = (reason: string) =>
  new AppError('COMPANY_AUTH_NOT_ALLOWED', { params: { reason } });

/** Who may apply while acting for this organisation, and for what: refused with the reason. */
export function requireApplicant(standing: ActingStanding): { orgId: number | null } {
  const { org } = standing;
  if (!org || !standing.isMember) throw new AppError('ORG_NOT_MEMBER');
  if (standing.subAccountOrgId !== null)
    throw notAllowed('子账号不能办理企业认证，请由企业的主账号申请或修改');
  if (org.type === 'platform') throw notAllowed('平台运营组织无需企业认证，请切换到个人或企业身份后再申请');
  if (org.type === 'personal') return { orgId: null };
  if (standing.certification?.status === 'approved')
    throw notAllowed(
      `「${org.name}」已通过企业认证，认证信息不能再修改；如需变更开户信息，请提交开户信息变更`,
    );
  return { orgId: org.id };
}

export const existsError = (row: CompanyCertRecord | undefined) =>
  new AppError('COMPANY_AUTH_EXISTS', { params: { status: row ? statusLabel(row.status) : '审核中' } });

export const wrongState = (status: CompanyAuthStatus, rule: string) =>
  new AppError('COMPANY_AUTH_WRONG_STATE', { params: { status: statusLabel(status), rule } });

export function notEditable(row: CompanyCertRecord): AppError {
  return row.status === 'approved'
    ? wrongState('approved', '认证信息不能再修改；如需变更开户信息，请提交开户信息变更')
    : wrongState(row.status, '审核期间不能修改，请等待审核结果');
}

/** Unique indexes decide races: the credit code, and one open application per person or company. */
export const conflictAs =
  (values: CompanyCertValues, existing: () => Promise<CompanyCertRecord | undefined>) =>
  async (error: unknown): Promise<never> => {
    if (error instanceof CompanyConflictError) {
      if (error.kind === 'code')
        throw new AppError('COMPANY_CODE_TAKEN', {
          params: { code: values.companyCode ?? '' },
          field: 'companyCode',
        });
      throw existsError(await existing());
    }
    throw error;
  };

/** An application the caller may edit: theirs, or their company's (not as its sub-account). */
export async function requireOwnApplication(
  companies: CompaniesRepository,
  principal: Principal,
  id: number,
): Promise<CompanyCertRecord> {
  const row = await companies.findById(id);
  const mayEdit =
    row !== undefined &&
    (row.applicantUserId === principal.userId ||
      (row.orgId !== null && (await companies.isManagingMember(principal.userId, row.orgId))));
  if (!row || !mayEdit) throw new AppError('COMPANY_AUTH_NOT_FOUND');
  return row;
}
