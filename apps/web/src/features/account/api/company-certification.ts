import type {
  BankChangeBody,
  CompanyAuthAddBody,
  CompanyAuthUpdateBody,
} from '@lyp/shared/company/company.schemas';
import { callWithMessage, queryOptionsOf } from '../../../lib/api-call';
import { uploadFile } from '../../../lib/file-upload';

/** 企业认证 of the company acted for, or the person's own latest application (null: none yet). */
export const myCompanyAuthQuery = () => queryOptionsOf('companyAuthGet');

/** Provinces → cities → districts; it never changes while the page is open. */
export const areaTreeQuery = () => ({ ...queryOptionsOf('areaTree'), staleTime: Infinity });

export const companyCertificationApi = {
  uploadLicence: uploadFile,
  // Whole envelopes: the server's message says what happened (已保存草稿, 已提交…).
  add: (body: CompanyAuthAddBody) => callWithMessage('companyAuthAdd', body),
  update: (body: CompanyAuthUpdateBody) => callWithMessage('companyAuthUpdate', body),
  requestBankChange: (body: BankChangeBody) => callWithMessage('companyBankEdit', body),
};
