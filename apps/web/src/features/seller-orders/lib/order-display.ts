import type { Order, OrderStatus } from '@lyp/shared/auction/order.schemas';
import { COMMISSION_BASIS_LABELS, ORDER_STATUS_LABELS } from '@lyp/shared/auction/order.schemas';
import { tiersSummary } from '@lyp/shared/format/commission-tiers';

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

/** Whose commission applied and its bands, for people; orders closed before this was kept say so. */
export function commissionRule(order: Order): string {
  if (!order.commissionBasis || !order.commissionTiers) return '按成交时的佣金规则';
  return `${COMMISSION_BASIS_LABELS[order.commissionBasis]}：${tiersSummary(order.commissionTiers).join('；')}`;
}
