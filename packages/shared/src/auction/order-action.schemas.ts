import { z } from 'zod';
import { reviewDecisionSchema } from '../common/review-reason';
import { idSchema, optionalText, requiredText } from '../common/fields';
import { fileIdSchema, quantitySchema } from './fields';

/** The buyer sends the goods amount by bank transfer and uploads the voucher. */
export const orderPayBodySchema = z.object({
  orderId: idSchema('订单编号'),
  voucherFileId: fileIdSchema,
  remark: optionalText('备注', 200),
});
export type OrderPayBody = z.infer<typeof orderPayBodySchema>;

/**
 * The platform confirms the money arrived in its account, or turns the voucher down: only the
 * party whose account received the money confirms it, and the buyer pays the platform.
 */
export const orderPaymentAuditBodySchema = reviewDecisionSchema(
  'orderId',
  '订单编号',
  optionalText('驳回原因', 200),
);
export type OrderPaymentAuditBody = z.infer<typeof orderPaymentAuditBodySchema>;

/**
 * 确认提货: the buyer took the paid goods away, on this day (China time, not in the future and
 * not before the payment was confirmed), with the quantity the weighbridge gave (过磅数量).
 */
export const orderPickupBodySchema = z.object({
  pickedUpOn: z.iso.date({
    error: (issue) => (issue.input === undefined ? '请选择提货日期' : '提货日期格式应为 yyyy-MM-dd'),
  }),
  weighedQuantity: quantitySchema('过磅数量'),
  remark: optionalText('备注', 200),
});
export type OrderPickupBody = z.infer<typeof orderPickupBodySchema>;

/** 逾期未提: the seller records that the buyer let the pickup deadline pass, and what was agreed or done. */
export const orderPickupOverdueBodySchema = z.object({
  note: requiredText('逾期说明', 200),
});
export type OrderPickupOverdueBody = z.infer<typeof orderPickupOverdueBodySchema>;

/** The platform settles a paid sale: the seller's share sent, with its bank reference and receipt. */
export const orderSettleBodySchema = z.object({
  orderId: idSchema('订单编号'),
  transferReference: requiredText('转账流水号', 64),
  voucherFileId: fileIdSchema.optional(),
});
export type OrderSettleBody = z.infer<typeof orderSettleBodySchema>;
