import type { EndpointInput } from '@lyp/shared/api/endpoints';
import type { QueryClient } from '@tanstack/react-query';
import { call, download, queryKeyOf, queryOptionsOf } from '../../../lib/api-call';
import type { CompanyQueue } from '../lib/company-review';

export interface Decision {
  approved: boolean;
  reason?: string;
}

/** 个人认证: the applications for real-name certification. */
export const certificationListQuery = (body: EndpointInput<'certificationList'>) =>
  queryOptionsOf('certificationList', body);
export const exportCertifications = (filters: EndpointInput<'certificationExport'>) =>
  download('certificationExport', filters);
export const reviewCertification = (userId: number, decision: Decision) =>
  call('certificationReview', { userId, ...decision });
export const refreshCertifications = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: queryKeyOf('certificationList') });

/** 企业认证 and 开户信息变更: one list of company applications, each queue its own review. */
export const companyReviewsQuery = (body: EndpointInput<'companyAuthSelect'>) =>
  queryOptionsOf('companyAuthSelect', body);
export const exportCompanyReviews = (filters: EndpointInput<'companyAuthExport'>) =>
  download('companyAuthExport', filters);
export const reviewCompany = (queue: CompanyQueue, id: number, decision: Decision) =>
  call(queue === 'bank' ? 'companyBankReview' : 'companyAuthReview', { id, ...decision });
export const refreshCompanyReviews = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: queryKeyOf('companyAuthSelect') });

/** The reviewer corrects a certified company's account in force. */
export const editCompanyBank = (body: EndpointInput<'registerReviewBankEdit'>) =>
  call('registerReviewBankEdit', body);

/** A certified company's sub-accounts and what its main account may grant them. */
export const subAccountsQuery = (orgId: number) => queryOptionsOf('registerReviewSubAccounts', { orgId });
export const addSubAccount = (body: EndpointInput<'registerReviewSubAccountAdd'>) =>
  call('registerReviewSubAccountAdd', body);
