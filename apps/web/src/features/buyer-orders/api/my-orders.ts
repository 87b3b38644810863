import type { EndpointInput } from '@lyp/shared/api/endpoints';
import type { QueryClient } from '@tanstack/react-query';
import { call, download, queryKeyOf, queryOptionsOf } from '../../../lib/api-call';

/** 我的订单: one page of the buyer's orders as filtered. */
export const myOrdersQuery = (input: EndpointInput<'myOrders'>) => queryOptionsOf('myOrders', input);

/** One order as its buyer sees it: confirmation, money, payment, 提货单. */
export const myOrderQuery = (id: number) => queryOptionsOf('myOrderGet', { id });

export const exportMyOrders = (filters: EndpointInput<'myOrdersExport'>) =>
  download('myOrdersExport', filters);

/**
 * Sends the payment voucher; the answered order replaces the cached one at once and the list
 * is read again for its new status.
 */
export async function payOrder(
  queryClient: QueryClient,
  orderId: number,
  payment: Omit<EndpointInput<'orderPay'>, 'orderId'>,
) {
  const updated = await call('orderPay', { ...payment, orderId });
  queryClient.setQueryData(myOrderQuery(orderId).queryKey, updated);
  await queryClient.invalidateQueries({ queryKey: queryKeyOf('myOrders') });
  return updated;
}

/** 确认过磅结果: the buyer accepts a weight far off the estimate; the order is replaced in the cache. */
export async function confirmWeighing(queryClient: QueryClient, orderId: number) {
  const updated = await call('myOrderWeighingConfirm', { id: orderId });
  queryClient.setQueryData(myOrderQuery(orderId).queryKey, updated);
  await queryClient.invalidateQueries({ queryKey: queryKeyOf('myOrders') });
  return updated;
}

/** 补缴差额: the voucher for a weighing's balance (少补); the order is replaced in the cache. */
export async function payBalance(queryClient: QueryClient, orderId: number, voucherFileId: string) {
  const updated = await call('myOrderBalancePay', { orderId, voucherFileId });
  queryClient.setQueryData(myOrderQuery(orderId).queryKey, updated);
  await queryClient.invalidateQueries({ queryKey: queryKeyOf('myOrders') });
  return updated;
}
