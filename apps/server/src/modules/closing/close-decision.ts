import { lotAmountFen } from '@lyp/shared/auction/auction-formats';
import {
  commissionFen,
  DEFAULT_COMMISSION_TIERS,
  flatCommissionTiers,
  type CommissionTier,
} from '@lyp/shared/auction/auction-rules';
import type { CommissionBasis, SaleConfirmation } from '@lyp/shared/auction/order.schemas';
import { toChineseCapitals } from '@lyp/shared/format/money-capitals';
import { compactTimestamp } from '@lyp/shared/format/timestamp';
import { HOUR_MS } from '../../lib/clock';
import type { CloseDecision } from './closing.types';
import type { DueLot } from './due-lot';

/**
 * The tiers a sale is charged, and whose they are: the seller's own, else the bulletin's flat
 * rate, else the platform's default (the built-in one if the database holds none).
 */
export function commissionTiersFor(due: Pick<DueLot, 'bulletin' | 'commissionTiers'>): {
  basis: CommissionBasis;
  tiers: readonly CommissionTier[];
} {
  const { seller, platform } = due.commissionTiers;
  if (seller.length > 0) return { basis: 'seller', tiers: seller };
  if (due.bulletin.commissionBps !== null)
    return { basis: 'bulletin', tiers: flatCommissionTiers(due.bulletin.commissionBps) };
  return { basis: 'platform', tiers: platform.length > 0 ? platform : DEFAULT_COMMISSION_TIERS };
}

type SoldOrder = Extract<CloseDecision, { outcome: 'sold' }>['order'];

/** The buyer a sale is made to: the leader at the close, or a runner-up accepting an offer. */
export type SaleBuyer = NonNullable<DueLot['leader']>;

/**
 * A sale's order and 成交确认书 at `price` (per unit on a 单价 lot) to `buyer`, whose frozen
 * deposit goes into the price. `closedAt` is the sale's moment (the close, or the acceptance of
 * a runner-up offer): it numbers the order and its confirmation.
 */
export function saleOrderOf(
  due: Pick<DueLot, 'lot' | 'bulletin' | 'sellerName' | 'commissionTiers'>,
  buyer: SaleBuyer,
  sale: {
    price: number;
    closedAt: Date;
    paymentDeadlineAt: Date;
    runnerUp?: SaleConfirmation['runnerUp'];
  },
): SoldOrder {
  const { lot } = due;
  const { price, closedAt, paymentDeadlineAt } = sale;
  // A 单价 lot's bids are per unit: the sale is unit price × estimated quantity until weighed.
  const unitPriced = lot.priceBasis === 'unit';
  const amountFen = lotAmountFen(lot, price);
  const depositAppliedFen = Math.min(buyer.frozenDepositFen, amountFen);
  const amountDueFen = amountFen - depositAppliedFen;
  const charged = commissionTiersFor(due);
  const commission = commissionFen(amountFen, charged.tiers);
  const suffix = `${compactTimestamp(closedAt)}${String(lot.id).padStart(6, '0')}`;
  const confirmation: SaleConfirmation = {
    confirmationNo: `CJ${suffix}`,
    bulletinNo: due.bulletin.bulletinNo,
    bulletinTitle: due.bulletin.title,
    lotNo: lot.lotNo,
    lotTitle: lot.title,
    quantity: lot.quantity,
    unit: lot.unit,
    sellerName: due.sellerName,
    buyerName: buyer.name,
    buyerOrgName: buyer.orgName,
    buyerAlias: buyer.alias,
    priceFen: amountFen,
    biddingMode: lot.biddingMode,
    ...(unitPriced ? { priceBasis: 'unit' as const, unitPriceFen: price } : {}),
    priceInCapitals: toChineseCapitals((amountFen / 100).toFixed(2)),
    depositAppliedFen,
    amountDueFen,
    commissionFen: commission,
    bidCount: lot.bidCount,
    bidderCount: lot.bidderCount,
    closedAt: closedAt.toISOString(),
    paymentDeadlineAt: paymentDeadlineAt.toISOString(),
    ...(sale.runnerUp ? { runnerUp: sale.runnerUp } : {}),
  };
  return {
    orderNo: `DD${suffix}`,
    sellerOrgId: due.bulletin.sellerOrgId,
    buyerUserId: buyer.userId,
    buyerOrgId: buyer.orgId,
    priceFen: amountFen,
    ...(unitPriced
      ? { priceBasis: 'unit' as const, unitPriceFen: price, estimatedQuantity: lot.quantity }
      : {}),
    estimatedAmountFen: unitPriced ? amountFen : null,
    depositAppliedFen,
    amountDueFen,
    commissionFen: commission,
    commissionBasis: charged.basis,
    commissionTiers: JSON.stringify(charged.tiers.map(({ upToFen, rateBps }) => ({ upToFen, rateBps }))),
    status: 'awaiting_payment',
    paymentDeadlineAt,
    confirmation: JSON.stringify(confirmation),
  };
}

/** The payment time runs from the later of `from` and `now`: a late sweep still leaves the whole window. */
export const paymentDeadlineFrom = (lot: DueLot['lot'], from: Date, now: Date) =>
  new Date(Math.max(from.getTime(), now.getTime()) + lot.paymentHours * HOUR_MS);

/**
 * Sold when the top bid meets the reserve and enough distinct bidders took part. The payment
 * time runs from the later of the deadline and the actual close (`now`): a close delayed by a
 * restart still leaves the buyer the whole payment window.
 */
export function decideClose(due: DueLot, now: Date): CloseDecision {
  const { lot, leader } = due;
  const price = lot.currentPriceFen;
  const meetsReserve = price !== null && (lot.reservePriceFen === null || price >= lot.reservePriceFen);
  if (!leader || price === null || !meetsReserve || lot.bidderCount < lot.minBidders)
    return { outcome: 'unsold' };
  const closedAt = lot.endsAt;
  return {
    outcome: 'sold',
    order: saleOrderOf(due, leader, {
      price,
      closedAt,
      paymentDeadlineAt: paymentDeadlineFrom(lot, closedAt, now),
    }),
  };
}
