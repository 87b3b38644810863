import type { EndpointInput } from '@lyp/shared/api/endpoints';
import type { QueryClient } from '@tanstack/react-query';
import { call, download, queryKeyOf, queryOptionsOf } from '../../../lib/api-call';

/** The seller organisation's own sales (订单管理). */
export const sellerOrdersQuery = (body: EndpointInput<'sellerOrders'>) =>
  queryOptionsOf('sellerOrders', body);
export const exportSellerOrders = (filters: EndpointInput<'sellerOrdersExport'>) =>
  download('sellerOrdersExport', filters);
export const refreshSellerOrders = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: queryKeyOf('sellerOrders') });

/** The seller records the buyer's pickup: the day and the weighbridge's figure. */
export const recordPickup = (body: EndpointInput<'orderPickup'>) => call('orderPickup', body);

/** 逾期未提: what the seller recorded once the pickup deadline passed. */
export const recordPickupOverdue = (body: EndpointInput<'orderPickupOverdue'>) =>
  call('orderPickupOverdue', body);

/** 登记发票: the invoice the seller issued for a paid order (again: a correction). */
export const recordInvoice = (body: EndpointInput<'orderInvoiceRecord'>) => call('orderInvoiceRecord', body);

/** 过磅 of a 单价 order: the seller's own, or the platform's for any seller of its tenant. */
export const recordWeighing = (body: EndpointInput<'orderWeigh'>) => call('orderWeigh', body);
export const recordPlatformWeighing = (body: EndpointInput<'platformOrderWeigh'>) =>
  call('platformOrderWeigh', body);

/** Every organisation's sales, for the platform (竞价订单管理). */
export const platformOrdersQuery = (body: EndpointInput<'platformOrders'>) =>
  queryOptionsOf('platformOrders', body);
export const platformOrderSellersQuery = () => queryOptionsOf('platformOrderSellers');
export const exportPlatformOrders = (filters: EndpointInput<'platformOrdersExport'>) =>
  download('platformOrdersExport', filters);
export const refreshPlatformOrders = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: queryKeyOf('platformOrders') });

/** The platform confirms the buyer's payment arrived, or rejects the voucher with a reason. */
export const reviewPayment = (body: EndpointInput<'platformOrderPaymentAudit'>) =>
  call('platformOrderPaymentAudit', body);

/** The platform records its transfer of the seller's share. */
export const settleOrder = (body: EndpointInput<'orderSettle'>) => call('orderSettle', body);

/** 多退少补 settled: the buyer's balance received, or its refund sent. */
export const settleDifference = (body: EndpointInput<'platformOrderDifferenceSettle'>) =>
  call('platformOrderDifferenceSettle', body);
