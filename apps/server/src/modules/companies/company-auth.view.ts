import {
  COMPANY_AUTH_STATUS_LABELS,
  type CompanyAuth,
  type CompanyAuthListBody,
  type CompanyAuthReviewRow,
  type CompanyAuthStatus,
} from '@lyp/shared/company/company.schemas';
import type { Principal } from '../../lib/principal';
import type { Actor } from '../operation-log';
import type { CompanyCertRecord, CompanyCertReviewRecord } from './company.queries';

/** What the operation log calls an application. */
export const COMPANY_TARGET_TYPE = 'company_certification';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** An application as its company and the reviewers see it. */
export function toCompanyAuth(row: CompanyCertRecord): CompanyAuth {
  return {
    id: row.id,
    status: row.status,
    orgId: row.orgId,
    applicantUserId: row.applicantUserId,
    companyName: row.companyName,
    companyCode: row.companyCode,
    legalPerson: row.legalPerson,
    licenceFileId: row.licenceFileId,
    contactPerson: row.contactPerson,
    contactPhone: row.contactPhone,
    contactTel: row.contactTel,
    contactMail: row.contactMail,
    regionCode: row.regionCode,
    companyAddr: row.companyAddr,
    detailAddr: row.detailAddr,
    bankName: row.bankName,
    bankNumber: row.bankNumber,
    interbankAccount: row.interbankAccount,
    submittedAt: iso(row.submittedAt),
    reviewedAt: iso(row.reviewedAt),
    rejectReason: row.rejectReason,
    bankChange: row.bankChangeStatus
      ? {
          status: row.bankChangeStatus,
          bankName: row.pendingBankName ?? '',
          bankNumber: row.pendingBankNumber ?? '',
          interbankAccount: row.pendingInterbank ?? '',
          proofFileId: row.bankChangeProofFileId,
          submittedAt: (row.bankChangeSubmittedAt ?? row.updatedAt).toISOString(),
          reviewedAt: iso(row.bankChangeReviewedAt),
          rejectReason: row.bankChangeRejectReason,
        }
      : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const statusLabel = (status: CompanyAuthStatus) => COMPANY_AUTH_STATUS_LABELS[status];

/** What the company is called in messages and the log: its name and code as far as known. */
export const companyNameOf = (row: CompanyCertRecord) =>
  `${row.companyName ?? '（未填写企业名称）'}${row.companyCode ? `（${row.companyCode}）` : ''}`;

/** The caller and the address the operation log keeps. */
export interface CompanyCaller {
  principal: Principal;
  ip?: string;
}

export const actorOf = (caller: CompanyCaller): Actor => ({
  userId: caller.principal.userId,
  tenantId: caller.principal.tenantId,
  ...(caller.ip ? { ip: caller.ip } : {}),
});

/** An application as reviewers list it (and export it): with who applied and who reviewed. */
export const toReviewRow = (row: CompanyCertReviewRecord): CompanyAuthReviewRow => ({
  ...toCompanyAuth(row),
  applicantName: row.applicantName,
  applicantPhone: row.applicantPhone,
  reviewerName: row.reviewerName,
  bankChangeReviewerName: row.bankChangeReviewerName,
  bankChangeSubmittedAt: row.bankChangeSubmittedAt?.toISOString() ?? null,
  bankChangeReviewedAt: row.bankChangeReviewedAt?.toISOString() ?? null,
});

/** What a reviewer's list holds: their tenant's applications, as filtered. */
export const reviewFiltersOf = (reviewer: Principal, body: CompanyAuthListBody) => ({
  tenantId: reviewer.tenantId,
  ...(body.status ? { status: body.status } : {}),
  ...(body.bankChangePending !== undefined ? { bankChangePending: body.bankChangePending } : {}),
  ...(body.bankChange ? { bankChange: body.bankChange } : {}),
  ...(body.keyword ? { keyword: body.keyword } : {}),
});
