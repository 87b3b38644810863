import type { BuyerOrderDetail, Order } from '@lyp/shared/auction/order.schemas';
import { isBuyerOf, type Principal } from '../../../lib/principal';
import { auditsOrder } from '../order-access';
import { toOrder } from '../order-views';
import type { OrderUseCaseDeps } from '../orders-deps';

/** The buyer's own order: where to pay, and the bill of lading once the payment is confirmed. */
export function getMyOrder({ requireOrder, buyerDetail }: OrderUseCaseDeps) {
  return async (principal: Principal, id: number): Promise<BuyerOrderDetail> =>
    buyerDetail(await requireOrder(id, (order) => isBuyerOf(principal, order)));
}

/** One order as its seller and the platform's auditors read it. */
export function getOrder({ requireOrder }: OrderUseCaseDeps) {
  return async (principal: Principal, id: number): Promise<Order> => {
    // The buyer reads their side through myGet: the seller's account and settlement are not theirs.
    const row = await requireOrder(
      id,
      (order) => order.sellerOrgId === principal.orgId || auditsOrder(principal, order),
    );
    return toOrder(row);
  };
}
