import type { EndpointInput } from '@lyp/shared/api/endpoints';
import type { QueryClient } from '@tanstack/react-query';
import { call, download, queryKeyOf, queryOptionsOf } from '../../../lib/api-call';

/** 保证金管理: one page of deposits as filtered. */
export const depositAuditListQuery = (input: EndpointInput<'marginAuditList'>) =>
  queryOptionsOf('marginAuditList', input);

/** One deposit fresh, with its payee account and whole record; `id` 0 is never asked for. */
export const depositAuditInfoQuery = (id: number) => queryOptionsOf('marginAuditInfo', { id });

export const exportDepositAudits = (filters: EndpointInput<'marginAuditExport'>) =>
  download('marginAuditExport', filters);

export const depositAuditApi = {
  reviewPayment: (body: EndpointInput<'marginPaymentAudit'>) => call('marginPaymentAudit', body),
  confirmReturn: (body: EndpointInput<'marginReturnAudit'>) => call('marginReturnAudit', body),
};

/** Both tabs and any open record read these: all are refetched after a review or a return. */
export const refreshDepositAudits = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeyOf('marginAuditList') }),
    queryClient.invalidateQueries({ queryKey: queryKeyOf('marginAuditInfo') }),
  ]);
