import type { OrderStatus, SaleConfirmation } from '@lyp/shared/auction/order.schemas';
import { ORDER_STATUS_LABELS } from '@lyp/shared/auction/order.schemas';

/** How an order's status reads on every order screen, the buyer's, the seller's and the platform's. */
export const ORDER_STATUS_COLORS: Record<OrderStatus, string> = {
  awaiting_payment: 'orange',
  payment_submitted: 'blue',
  paid: 'green',
  completed: 'default',
  defaulted: 'red',
};

export const orderStatusOptions = Object.entries(ORDER_STATUS_LABELS).map(([value, label]) => ({
  value,
  label,
}));

/**
 * The buyer as the 成交确认书 names them: the person, and their company when they bought for
 * one (a personal organisation is named after the person, or 个人用户 138****0001).
 */
export function buyerOf(confirmation: Pick<SaleConfirmation, 'buyerName' | 'buyerOrgName'>): string {
  const { buyerName, buyerOrgName } = confirmation;
  const personal = buyerOrgName.includes(buyerName) || buyerOrgName.startsWith('个人用户');
  return personal ? buyerName : `${buyerOrgName}（${buyerName}）`;
}
