import { AUCTION_RULES } from '@lyp/shared/auction/auction-rules';
import type { OrderWeighing } from '@lyp/shared/auction/order-weighing.schemas';
import { formatFen } from '@lyp/shared/format/currency';
import { AppError } from '../../lib/app-error';
import type { OrderRow } from './orders.repository';

/**
 * 过磅 of a 单价 order as each party reads it: the estimate the sale was made on, what the
 * weighbridge said, and the difference settled both ways (多退少补). Null for a 总价 order.
 */
export function weighingOf(row: OrderRow): OrderWeighing | null {
  if (row.priceBasis !== 'unit' || row.unitPriceFen === null || row.estimatedAmountFen === null) return null;
  const weighed = row.weighedAt !== null;
  return {
    unitPriceFen: row.unitPriceFen,
    estimatedQuantity: row.estimatedQuantity ?? '0',
    estimatedAmountFen: row.estimatedAmountFen,
    weighedQuantity: weighed ? row.weighedQuantity : null,
    weighedAt: row.weighedAt?.toISOString() ?? null,
    ticketFileId: row.weighingTicketFileId,
    finalAmountFen: weighed ? row.priceFen : null,
    differenceFen: weighed ? row.priceFen - row.estimatedAmountFen : null,
    needsBuyerConfirmation: row.weighingNeedsBuyer,
    buyerConfirmedAt: row.weighingConfirmedAt?.toISOString() ?? null,
    balanceVoucherFileId: row.balanceVoucherFileId,
    balanceSubmittedAt: row.balanceSubmittedAt?.toISOString() ?? null,
    differenceSettledAt: row.differenceSettledAt?.toISOString() ?? null,
    differenceReference: row.differenceReference,
  };
}

/**
 * What a 单价 order still lacks before its seller is paid: the weighing, the buyer's word on a
 * large gap, and a balance owed (少补) in the platform's account. A refund (多退) does not hold
 * the seller up: the platform holds more than the seller is due.
 */
export function assertWeighingSettled(row: OrderRow): void {
  const weighing = weighingOf(row);
  if (!weighing) return;
  if (weighing.differenceFen === null)
    throw new AppError('ORDER_NOT_WEIGHED', { params: { action: '结算' } });
  if (weighing.needsBuyerConfirmation && weighing.buyerConfirmedAt === null)
    throw new AppError('ORDER_WEIGHING_UNCONFIRMED', {
      params: { percent: AUCTION_RULES.weighingConfirmThresholdBps / 100 },
    });
  if (weighing.differenceFen > 0 && weighing.differenceSettledAt === null)
    throw new AppError('ORDER_BALANCE_UNPAID', { params: { amount: formatFen(weighing.differenceFen) } });
}
