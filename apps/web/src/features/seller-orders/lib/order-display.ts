import type {
  Order,
  OrderStatus,
  SaleConfirmation,
  SettlementState,
} from '@lyp/shared/auction/order.schemas';
import {
  COMMISSION_BASIS_LABELS,
  ORDER_STATUS_LABELS,
  SETTLEABLE_STATUSES,
  SETTLEMENT_STATE_LABELS,
} from '@lyp/shared/auction/order.schemas';
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

/**
 * The buyer as the 成交确认书 names them: the person, and their company when they bought for
 * one (a personal organisation is named after the person, or 个人用户 138****0001).
 */
export function buyerOf(confirmation: Pick<SaleConfirmation, 'buyerName' | 'buyerOrgName'>): string {
  const { buyerName, buyerOrgName } = confirmation;
  const personal = buyerOrgName.includes(buyerName) || buyerOrgName.startsWith('个人用户');
  return personal ? buyerName : `${buyerOrgName}（${buyerName}）`;
}

/** Whose commission applied and its bands, for people; orders closed before this was kept say so. */
export function commissionRule(order: Order): string {
  if (!order.commissionBasis || !order.commissionTiers) return '按成交时的佣金规则';
  return `${COMMISSION_BASIS_LABELS[order.commissionBasis]}：${tiersSummary(order.commissionTiers).join('；')}`;
}

/** 待结算 or 已结算; null while the goods payment is not yet confirmed (nothing to settle). */
export function settlementStateOf(order: Pick<Order, 'status' | 'settledAt'>): SettlementState | null {
  if (order.settledAt) return 'settled';
  return SETTLEABLE_STATUSES.includes(order.status) ? 'unsettled' : null;
}

export const settlementStateOptions = Object.entries(SETTLEMENT_STATE_LABELS).map(([value, label]) => ({
  value,
  label,
}));

/** Who the screen is for: the seller sees its own orders, the platform everyone's. */
export type OrderAudience = 'seller' | 'platform';
