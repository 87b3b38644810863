import type { CompanyAuthListBody } from '@lyp/shared/company/company.schemas';
import { allPages } from '../../../lib/excel-export';
import type { Principal } from '../../../lib/principal';
import { reviewFiltersOf, toReviewRow } from '../company-auth.view';
import { exportCompanyAuths } from '../company-auth-export';
import type { CompaniesServiceDeps } from './company-auth-deps';
import { readPage } from '../../../lib/paging';

/** The reviewer's tenant's applications only. */
export function listCompanyAuths({ companies }: CompaniesServiceDeps) {
  return async (reviewer: Principal, body: CompanyAuthListBody) => {
    return readPage(
      body,
      (window) => companies.list({ ...reviewFiltersOf(reviewer, body), ...window }),
      toReviewRow,
    );
  };
}

/** The list as filtered, a page at a time, as an .xlsx. */
export function exportCompanyAuthList({ companies, clock }: CompaniesServiceDeps) {
  return (reviewer: Principal, body: CompanyAuthListBody) => {
    const rows = allPages(async (offset, limit) =>
      (await companies.list({ ...reviewFiltersOf(reviewer, body), offset, limit })).records.map(toReviewRow),
    );
    return exportCompanyAuths(rows, body, clock.now());
  };
}
