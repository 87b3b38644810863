import type { DomainEventPublisher } from '../lib/domain-events';
import { createIdNumberVault } from '../lib/id-number-vault';
import { createCertificationsRepository, createCertificationsService } from '../modules/certifications';
import {
  createCompaniesRepository,
  createCompaniesService,
  createCompanyBankService,
  createSubAccountsRepository,
  createSubAccountsService,
} from '../modules/companies';
import type { FilesService } from '../modules/files';
import { createInvoiceProfilesRepository, createInvoiceProfilesService } from '../modules/invoices';
import { createQualificationsRepository, createQualificationsService } from '../modules/qualifications';
import { generateTemporaryPassword } from '../modules/user-admin/temporary-password';
import type { Administration } from './administration';
import type { Identity } from './identity';
import type { ServiceDependencies } from './service-dependencies';

/**
 * 实名认证 and 企业认证: who people and companies are, with a company's bank and sub-accounts,
 * the licences (竞买人资质) they hold and the details their invoices are made out to.
 */
export function wireVerification(
  deps: ServiceDependencies,
  earlier: {
    identity: Identity;
    administration: Administration;
    files: FilesService;
    events: DomainEventPublisher;
  },
) {
  const { db } = deps.database;
  const { clock } = deps;
  const { files, events } = earlier;
  const { operationLog } = earlier.administration.services;
  const certifications = createCertificationsService({
    certifications: createCertificationsRepository(db),
    files,
    clock,
    idNumbers: createIdNumberVault(deps.appSecret),
    events,
  });
  files.registerAccess('id_card', certifications.idCardAccess);

  const companiesRepository = createCompaniesRepository(db);
  const companies = createCompaniesService({
    companies: companiesRepository,
    files,
    operationLog,
    clock,
    events,
  });
  files.registerAccess('company_licence', companies.licenceAccess);
  const companyBank = createCompanyBankService({
    companies: companiesRepository,
    operationLog,
    clock,
    files,
  });
  // The bank change's proof: the same people as the licence's (the company, the reviewers).
  files.registerAccess('bank_change_proof', companies.licenceAccess);
  const { permissionRepository } = earlier.identity;
  const subAccounts = createSubAccountsService({
    subAccounts: createSubAccountsRepository(db),
    companies: companiesRepository,
    grantedMenus: (userId, orgId) => permissionRepository.listGrantedMenus(userId, orgId),
    passwordHasher: deps.passwordHasher,
    temporaryPassword: generateTemporaryPassword,
    clock,
    operationLog,
    revokeAllSessions: earlier.identity.services.auth.revokeAllSessions,
  });
  // 竞买人资质: licences an organisation holds, reviewed by the registration reviewers.
  const qualifications = createQualificationsService({
    qualifications: createQualificationsRepository(db),
    members: companiesRepository,
    dictionaryValues: earlier.administration.dictionary.values,
    files,
    clock,
    events,
  });
  files.registerAccess('qualification_scan', qualifications.scanAccess);
  // 开票信息: what an organisation's invoices are made out to.
  const invoiceProfiles = createInvoiceProfilesService({
    profiles: createInvoiceProfilesRepository(db),
    members: companiesRepository,
    clock,
    operationLog,
  });
  return { certifications, companies, companyBank, subAccounts, qualifications, invoiceProfiles };
}
