import { z } from 'zod';
import { okEnvelope, pageOf, pageQuerySchema } from '../api/envelope';
import { idSchema } from '../common/fields';
import { timestampSchema } from '../common/time';

export const ORDER_STATUSES = ['awaiting_payment', 'paid', 'completed', 'defaulted'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  awaiting_payment: '待付款',
  paid: '已付款',
  completed: '已完成',
  defaulted: '已违约（悔拍）',
};

/** 成交确认书: fixed at the close, the basis of the contracts. */
export const saleConfirmationSchema = z.object({
  confirmationNo: z.string(),
  bulletinNo: z.string(),
  bulletinTitle: z.string(),
  lotNo: z.string(),
  lotTitle: z.string(),
  quantity: z.string(),
  unit: z.string(),
  sellerName: z.string(),
  buyerName: z.string(),
  buyerOrgName: z.string(),
  buyerAlias: z.string(),
  priceFen: z.number().int(),
  /** The price in Chinese capitals, as the paper reads. */
  priceInCapitals: z.string(),
  depositAppliedFen: z.number().int(),
  amountDueFen: z.number().int(),
  commissionFen: z.number().int(),
  bidCount: z.number().int(),
  bidderCount: z.number().int(),
  closedAt: timestampSchema,
  paymentDeadlineAt: timestampSchema,
});
export type SaleConfirmation = z.infer<typeof saleConfirmationSchema>;

export const orderSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  lotId: z.number().int(),
  bulletinId: z.number().int(),
  lotTitle: z.string(),
  priceFen: z.number().int(),
  depositAppliedFen: z.number().int(),
  amountDueFen: z.number().int(),
  commissionFen: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  paymentDeadlineAt: timestampSchema,
  paidAt: timestampSchema.nullable(),
  defaultedAt: timestampSchema.nullable(),
  createdAt: timestampSchema,
  confirmation: saleConfirmationSchema,
});
export type Order = z.infer<typeof orderSchema>;

export const orderIdParamsSchema = z.object({ id: idSchema('订单编号') });
export const orderListBodySchema = pageQuerySchema.extend({
  status: z.enum(ORDER_STATUSES, { error: '订单状态不正确' }).optional(),
});
export type OrderListBody = z.infer<typeof orderListBodySchema>;
export const orderResponseSchema = okEnvelope(orderSchema);
export const orderListResponseSchema = okEnvelope(pageOf(orderSchema));
