import type { companyCertifications } from '../../db/schema';

export type CompanyCertRecord = typeof companyCertifications.$inferSelect;

/** The application's own details: what the applicant fills in (companyAddr comes from regionCode). */
export type CompanyCertValues = Partial<
  Pick<
    CompanyCertRecord,
    | 'companyName'
    | 'companyCode'
    | 'legalPerson'
    | 'licenceFileId'
    | 'contactPerson'
    | 'contactPhone'
    | 'contactTel'
    | 'contactMail'
    | 'regionCode'
    | 'companyAddr'
    | 'detailAddr'
    | 'bankName'
    | 'bankNumber'
    | 'interbankAccount'
  >
>;

export interface BankAccount {
  bankName: string;
  bankNumber: string;
  interbankAccount: string;
}
