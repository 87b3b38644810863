export {
  createCompaniesRepository,
  type CompaniesRepository,
  type CompanyWriteScope,
} from './companies.repository';
export { companiesRoutes, subAccountsRoutes } from './companies.routes';
export { createCompaniesService, type CompaniesService } from './companies.service';
export { createCompanyBankService, type CompanyBankService } from './company-bank.service';
export { regionAddress } from './company-region';
export { createSubAccountsRepository, type SubAccountsRepository } from './sub-accounts.repository';
export { createSubAccountsService, type SubAccountsService } from './sub-accounts.service';
export { requireRejectPermission } from './register-review-access';
export {
  createSettlementAccountsRepository,
  type SettlementAccountsRepository,
} from './settlement-accounts.repository';
