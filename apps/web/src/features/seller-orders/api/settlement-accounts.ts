import { call, queryOptionsOf } from '../../../lib/api-call';

/** The company's reviewed accounts an order may be settled to, the one in force first. */
export const settlementAccountOptionsQuery = (orderId: number) =>
  queryOptionsOf('orderSettlementAccountOptions', { id: orderId });

/** Settles this order to one of those accounts instead of the one in force. */
export const chooseSettlementAccount = (orderId: number, accountId: number) =>
  call('orderSettlementAccount', { orderId, accountId });
