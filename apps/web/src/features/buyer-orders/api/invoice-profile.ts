import type { EndpointInput } from '@lyp/shared/api/endpoints';
import type { QueryClient } from '@tanstack/react-query';
import { call, queryKeyOf, queryOptionsOf } from '../../../lib/api-call';

/** 开票信息 of the organisation the buyer acts for (null: not filled in yet). */
export const invoiceProfileQuery = () => queryOptionsOf('invoiceProfileMine');

/** Saves the details; the orders waiting for them are read again (their invoice state moves on). */
export async function saveInvoiceProfile(
  queryClient: QueryClient,
  body: EndpointInput<'invoiceProfileSave'>,
) {
  const saved = await call('invoiceProfileSave', body);
  queryClient.setQueryData(invoiceProfileQuery().queryKey, saved);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeyOf('myOrders') }),
    queryClient.invalidateQueries({ queryKey: queryKeyOf('myOrderGet') }),
  ]);
  return saved;
}
