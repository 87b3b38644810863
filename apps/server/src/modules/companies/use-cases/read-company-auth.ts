import type { CompanyAuth, SameCreditCodeApplication } from '@lyp/shared/company/company.schemas';
import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import { AppError } from '../../../lib/app-error';
import type { Principal } from '../../../lib/principal';
import type { FileAccess } from '../../files';
import { toCompanyAuth } from '../company-auth.view';
import type { CompaniesServiceDeps } from './company-auth-deps';

/** The company acted for's certification; acting personally, one's own application; else none. */
export function getOwnCompanyAuth({ companies }: CompaniesServiceDeps) {
  return async (principal: Principal): Promise<CompanyAuth | null> => {
    const standing = await companies.standing(principal.userId, principal.orgId);
    if (standing.org?.type === 'company')
      return standing.certification ? toCompanyAuth(standing.certification) : null;
    if (standing.org?.type === 'personal') {
      const row = await companies.findLatestOfApplicant(principal.userId);
      return row ? toCompanyAuth(row) : null;
    }
    return null;
  };
}

/** 详情: the tenant's other applications that used this application's credit code. */
export function listSameCreditCode({ companies }: CompaniesServiceDeps) {
  return async (reviewer: Principal, id: number): Promise<SameCreditCodeApplication[]> => {
    const found = await companies.findById(id);
    if (!found || found.tenantId !== reviewer.tenantId) throw new AppError('COMPANY_AUTH_NOT_FOUND');
    if (!found.companyCode) return [];
    return companies.sameCreditCode(found.companyCode, found.id, reviewer.tenantId);
  };
}

/** A user's company certification: to that user and to the registration reviewers only. */
export function getCompanyAuthOfUser({ companies }: CompaniesServiceDeps) {
  return async (principal: Principal, userId: number): Promise<CompanyAuth | null> => {
    const isReviewer = principal.permissions.has(PERMISSIONS.registerReviewView.code);
    if (principal.userId !== userId && !isReviewer) throw new AppError('COMPANY_AUTH_NOT_FOUND');
    const row = await companies.findForUser(userId);
    if (!row || row.tenantId !== principal.tenantId) return null;
    return toCompanyAuth(row);
  };
}

/** Business licences: the applicant, members of the company, and the registration reviewers. */
export function companyLicenceAccess({ companies }: CompaniesServiceDeps) {
  return async (applicationId: number, principal: Principal | null): Promise<FileAccess> => {
    if (!principal) return 'denied';
    if (principal.permissions.has(PERMISSIONS.registerReviewView.code)) return 'allowed';
    const row = await companies.findById(applicationId);
    if (!row) return 'denied';
    if (row.applicantUserId === principal.userId) return 'allowed';
    if (row.orgId !== null && (await companies.isMember(principal.userId, row.orgId))) return 'allowed';
    return 'denied';
  };
}
