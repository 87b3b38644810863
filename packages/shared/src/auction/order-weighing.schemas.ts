import { z } from 'zod';
import { idSchema, optionalText, requiredText } from '../common/fields';
import { timestampSchema } from '../common/time';
import { AUCTION_RULES } from './auction-rules';
import { amountForQuantityFen } from './auction-formats';
import { fileIdSchema, quantitySchema } from './fields';

/**
 * 过磅 of a 单价 (per-unit) order: sold at unit price × estimated quantity, finally priced on the
 * quantity weighed at pickup, the difference settled both ways (多退少补).
 */
export const orderWeighingSchema = z.object({
  unitPriceFen: z.number().int(),
  estimatedQuantity: z.string(),
  /** Unit price × estimated quantity: the 成交确认书's amount, which the buyer paid against. */
  estimatedAmountFen: z.number().int(),
  /** Null until weighed. */
  weighedQuantity: z.string().nullable(),
  weighedAt: timestampSchema.nullable(),
  /** The weighbridge ticket (磅单), if one was attached. */
  ticketFileId: z.string().nullable(),
  /** Unit price × weighed quantity: the order's final goods amount. */
  finalAmountFen: z.number().int().nullable(),
  /** Final less estimated: above 0 the buyer pays the balance (少补), below 0 the platform refunds (多退). */
  differenceFen: z.number().int().nullable(),
  /** The weighed quantity is more than the rules allow off the estimate: the buyer must confirm it. */
  needsBuyerConfirmation: z.boolean(),
  buyerConfirmedAt: timestampSchema.nullable(),
  /** 少补: the buyer's voucher for the balance, while or after the platform checks it. */
  balanceVoucherFileId: z.string().nullable(),
  balanceSubmittedAt: timestampSchema.nullable(),
  /** The platform recorded the balance received or the refund sent. */
  differenceSettledAt: timestampSchema.nullable(),
  differenceReference: z.string().nullable(),
});
export type OrderWeighing = z.infer<typeof orderWeighingSchema>;

/** 多退少补 as people say it: which way the difference goes. */
export type DifferenceDirection = 'none' | 'refund' | 'balance';
export const DIFFERENCE_DIRECTION_LABELS: Record<DifferenceDirection, string> = {
  none: '无差额',
  refund: '多退',
  balance: '少补',
};
export function differenceDirection(differenceFen: number | null): DifferenceDirection {
  if (!differenceFen) return 'none';
  return differenceFen < 0 ? 'refund' : 'balance';
}

/** Whether a weighed quantity is so far off the estimate that the buyer must confirm it. */
export function weighingNeedsBuyer(estimatedQuantity: string | number, weighedQuantity: string | number) {
  const estimate = Math.round(Number(estimatedQuantity) * 1000);
  const weighed = Math.round(Number(weighedQuantity) * 1000);
  // In thousandths and basis points, integers throughout: exactly 10 % off needs no confirmation.
  return Math.abs(weighed - estimate) * 10_000 > estimate * AUCTION_RULES.weighingConfirmThresholdBps;
}

/** What a weighing comes to: the final goods amount and the difference from the estimate's. */
export function weighedAmounts(
  order: { unitPriceFen: number; estimatedAmountFen: number },
  weighedQuantity: string | number,
) {
  const finalAmountFen = amountForQuantityFen(order.unitPriceFen, weighedQuantity);
  return { finalAmountFen, differenceFen: finalAmountFen - order.estimatedAmountFen };
}

/** 过磅: the seller (or a platform auditor) records what the weighbridge said, with its ticket. */
export const orderWeighBodySchema = z.object({
  weighedQuantity: z
    .custom((value) => value !== undefined && value !== null && value !== '', { error: '请输入过磅数量' })
    .pipe(quantitySchema('过磅数量')),
  ticketFileId: fileIdSchema.optional(),
  remark: optionalText('备注', 200),
});
export type OrderWeighBody = z.infer<typeof orderWeighBodySchema>;

/** The platform records the difference settled: the buyer's balance received, or its refund sent. */
export const orderDifferenceSettleBodySchema = z.object({
  orderId: idSchema('订单编号'),
  reference: requiredText('转账流水号', 64),
});
export type OrderDifferenceSettleBody = z.infer<typeof orderDifferenceSettleBodySchema>;

/** 补缴差额: the buyer sends the balance (少补) to the platform's account and uploads the voucher. */
export const orderBalancePayBodySchema = z.object({
  orderId: idSchema('订单编号'),
  voucherFileId: fileIdSchema,
});
export type OrderBalancePayBody = z.infer<typeof orderBalancePayBodySchema>;
