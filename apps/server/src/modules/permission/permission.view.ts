import type { CompanyInfo, MenuItem, MenuShortcut } from '@lyp/shared/permission/permission.schemas';
import type { OrganisationRecord } from '../users';
import type { CompanyStanding, MenuVisit } from './permission.repository';

export function toShortcuts(visits: MenuVisit[], menuById: Map<number, MenuItem>): MenuShortcut[] {
  return visits.flatMap((visit) => {
    const item = menuById.get(visit.menuId);
    return item
      ? [{ menuId: item.id, code: item.code, name: item.name, path: item.path, at: visit.at.toISOString() }]
      : [];
  });
}

export function toCompanyInfo(organisation: OrganisationRecord, company: CompanyStanding): CompanyInfo {
  return {
    companyName: organisation.name,
    companyCode: organisation.companyCode,
    interbankAccount: organisation.interbankAccount,
    bankNumber: organisation.bankNumber,
    bankName: organisation.bankName,
    contactPerson: organisation.contactPerson,
    contactPhone: organisation.contactPhone,
    contactTel: organisation.contactTel,
    contactMail: organisation.contactMail,
    companyAddr: organisation.companyAddr,
    detailAddr: organisation.detailAddr,
    legalPerson: company.legalPerson,
    certificationStatus: company.certificationStatus ?? 'none',
    bankChangePending: company.bankChangePending,
  };
}
