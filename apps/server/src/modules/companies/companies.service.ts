import { addCompanyAuth } from './use-cases/add-company-auth';
import type { CompaniesServiceDeps } from './use-cases/company-auth-deps';
import { exportCompanyAuthList, listCompanyAuths } from './use-cases/list-company-auths';
import {
  companyLicenceAccess,
  getCompanyAuthOfUser,
  getOwnCompanyAuth,
  listSameCreditCode,
} from './use-cases/read-company-auth';
import { reviewCompanyAuth } from './use-cases/review-company-auth';
import { updateCompanyAuth } from './use-cases/update-company-auth';

export type { CompaniesServiceDeps } from './use-cases/company-auth-deps';

/**
 * 企业认证: a person applies for a new company, or a member for their uncertified company; the
 * platform's reviewers approve (the company's organisation is made or updated, the applicant
 * becomes its member and may sell) or reject with a reason. Once approved, only the bank
 * account changes, through a reviewed bank change.
 */
export function createCompaniesService(deps: CompaniesServiceDeps) {
  return {
    add: addCompanyAuth(deps),
    update: updateCompanyAuth(deps),
    mine: getOwnCompanyAuth(deps),
    list: listCompanyAuths(deps),
    export: exportCompanyAuthList(deps),
    review: reviewCompanyAuth(deps),
    sameCreditCode: listSameCreditCode(deps),
    ofUser: getCompanyAuthOfUser(deps),
    licenceAccess: companyLicenceAccess(deps),
  };
}

export type CompaniesService = ReturnType<typeof createCompaniesService>;
