import type { Order, SettlementState } from '@lyp/shared/auction/order.schemas';
import {
  COMMISSION_BASIS_LABELS,
  SETTLEABLE_STATUSES,
  SETTLEMENT_STATE_LABELS,
} from '@lyp/shared/auction/order.schemas';
import { tiersSummary } from '@lyp/shared/format/commission-tiers';

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

/**
 * 过磅 is open on a paid 单价 order until the buyer confirmed it or the difference was settled:
 * till then the seller may correct a weight.
 */
export const canWeigh = (order: Order) =>
  order.weighing !== null &&
  order.status === 'paid' &&
  order.weighing.buyerConfirmedAt === null &&
  order.weighing.differenceSettledAt === null;

/** A 单价 order has been weighed; a 总价 one has nothing to weigh. */
export const weighedIfUnitPriced = (order: Order) =>
  order.weighing === null || order.weighing.weighedQuantity !== null;

/**
 * A 单价 order is settled on its weighing, once the buyer confirmed a large gap and any balance
 * (少补) is in; the server refuses it otherwise, so the list does not offer it.
 */
export function weighingSettled(order: Order): boolean {
  const { weighing } = order;
  if (!weighing) return true;
  if (weighing.differenceFen === null) return false;
  if (weighing.needsBuyerConfirmation && !weighing.buyerConfirmedAt) return false;
  return weighing.differenceFen <= 0 || weighing.differenceSettledAt !== null;
}
