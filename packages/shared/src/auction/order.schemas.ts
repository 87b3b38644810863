import { z } from 'zod';
import { okEnvelope, pageOf, pageQuerySchema } from '../api/envelope';
import { idSchema, optionalIdSchema, optionalText, requiredText } from '../common/fields';
import { timestampSchema } from '../common/time';
import { fileIdSchema, quantitySchema } from './fields';

export const ORDER_STATUSES = [
  'awaiting_payment',
  'payment_submitted',
  'paid',
  'completed',
  'defaulted',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  awaiting_payment: '待付款',
  payment_submitted: '付款待确认',
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

/** Whose commission a sale was charged: the seller's own, the bulletin's flat rate, the platform's tiers. */
export const COMMISSION_BASES = ['seller', 'bulletin', 'platform'] as const;
export type CommissionBasis = (typeof COMMISSION_BASES)[number];
export const COMMISSION_BASIS_LABELS: Record<CommissionBasis, string> = {
  seller: '委托方专属佣金',
  bulletin: '公告固定佣金',
  platform: '平台阶梯佣金',
};

/** How a settlement account came to be reviewed. */
export const SETTLEMENT_ACCOUNT_SOURCES = ['certification', 'bank_change', 'correction'] as const;
export type SettlementAccountSource = (typeof SETTLEMENT_ACCOUNT_SOURCES)[number];
export const SETTLEMENT_ACCOUNT_SOURCE_LABELS: Record<SettlementAccountSource, string> = {
  certification: '企业认证审核通过',
  bank_change: '开户信息变更审核通过',
  correction: '审核人员更正',
};

/**
 * Whether money may go to an account: only to one a reviewer approved for the seller's company,
 * still in use, in the certified company's name.
 */
export const SETTLEMENT_REVIEW_STATES = ['reviewed', 'unreviewed', 'retired', 'name_mismatch'] as const;
export type SettlementReviewState = (typeof SETTLEMENT_REVIEW_STATES)[number];
export const SETTLEMENT_REVIEW_STATE_LABELS: Record<SettlementReviewState, string> = {
  reviewed: '已审核',
  unreviewed: '未经审核',
  retired: '已停用',
  name_mismatch: '户名与认证名称不符',
};

/** A reviewed account of a company, as the seller chooses among them. */
export const reviewedAccountSchema = z.object({
  id: z.number().int(),
  accountName: z.string(),
  bankName: z.string(),
  bankNumber: z.string(),
  interbankAccount: z.string(),
  source: z.enum(SETTLEMENT_ACCOUNT_SOURCES),
  reviewedAt: timestampSchema,
  reviewerName: z.string().nullable(),
  /** The company's account in force (what an order settles to when none is chosen). */
  inForce: z.boolean(),
});
export type ReviewedAccount = z.infer<typeof reviewedAccountSchema>;

/** The account a sale is settled to (收款账户), with where it stands in review. */
export const settlementAccountSchema = z.object({
  /** The reviewed account; null for one typed freely before accounts were reviewed. */
  id: z.number().int().nullable(),
  accountName: z.string(),
  bankName: z.string(),
  bankNumber: z.string(),
  interbankAccount: z.string(),
  /** true: the company's account in force (no account chosen for this order). */
  isDefault: z.boolean(),
  reviewState: z.enum(SETTLEMENT_REVIEW_STATES),
  source: z.enum(SETTLEMENT_ACCOUNT_SOURCES).nullable(),
  reviewedAt: timestampSchema.nullable(),
  reviewerName: z.string().nullable(),
  /** The certified company name the account name must equal. */
  certifiedName: z.string().nullable(),
});
export type SettlementAccount = z.infer<typeof settlementAccountSchema>;

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
  /** The buyer's bank-transfer voucher for the goods amount, while or after it is reviewed. */
  paymentVoucherFileId: z.string().nullable(),
  paymentRemark: z.string().nullable(),
  paymentSubmittedAt: timestampSchema.nullable(),
  /** Why the last voucher was turned down; cleared by the next one. */
  paymentRejectReason: z.string().nullable(),
  paidAt: timestampSchema.nullable(),
  defaultedAt: timestampSchema.nullable(),
  /** The seller confirmed the buyer took the goods away (提货): when they recorded it. */
  pickedUpAt: timestampSchema.nullable(),
  /** The day the goods left (yyyy-MM-dd, China time), as the seller recorded it. */
  pickedUpOn: z.string().nullable(),
  /** 过磅数量: what the weighbridge said at pickup, in the lot's unit (null before pickup). */
  weighedQuantity: z.string().nullable(),
  createdAt: timestampSchema,
  confirmation: saleConfirmationSchema,
  /** Null on orders closed before the basis was kept. */
  commissionBasis: z.enum(COMMISSION_BASES).nullable(),
  /** The bands the commission was computed with (upToFen null: no upper bound). */
  commissionTiers: z
    .array(z.object({ upToFen: z.number().int().nullable(), rateBps: z.number().int() }))
    .nullable(),
  /** What the seller receives: the price less the commission. */
  settlementFen: z.number().int(),
  /** Null when the seller has no account on record yet. */
  settlementAccount: settlementAccountSchema.nullable(),
  /** The platform's transfer of settlementFen to that account (结算); all null until settled. */
  settledAt: timestampSchema.nullable(),
  /** The transfer's bank reference (转账流水号). */
  settlementReference: z.string().nullable(),
  settledByName: z.string().nullable(),
  settlementVoucherFileId: z.string().nullable(),
});
export type Order = z.infer<typeof orderSchema>;

/**
 * The buyer's order (我的订单): the sale and the payment, without the seller's side (the
 * settlement account and the transfer to the seller are between the seller and the platform).
 */
export const buyerOrderSchema = orderSchema.pick({
  id: true,
  orderNo: true,
  lotId: true,
  bulletinId: true,
  lotTitle: true,
  priceFen: true,
  depositAppliedFen: true,
  amountDueFen: true,
  status: true,
  paymentDeadlineAt: true,
  paymentVoucherFileId: true,
  paymentRemark: true,
  paymentSubmittedAt: true,
  paymentRejectReason: true,
  paidAt: true,
  defaultedAt: true,
  pickedUpAt: true,
  pickedUpOn: true,
  weighedQuantity: true,
  createdAt: true,
  confirmation: true,
});
export type BuyerOrder = z.infer<typeof buyerOrderSchema>;

/** Where the buyer transfers the goods amount: the platform's account. */
export const payeeAccountSchema = z.object({
  accountName: z.string(),
  bankName: z.string(),
  bankNumber: z.string(),
  interbankAccount: z.string().nullable(),
});
export type PayeeAccount = z.infer<typeof payeeAccountSchema>;

/** 提货单: what the buyer shows at pickup once the payment is confirmed. */
export const billOfLadingSchema = z.object({
  billNo: z.string(),
  /** Where the goods are. */
  location: z.string(),
  /** The seller's viewing (看货) appointments: whom to call and where to go. */
  contacts: z.array(
    z.object({
      address: z.string(),
      contactPerson: z.string(),
      contactPhone: z.string(),
      remark: z.string().nullable(),
    }),
  ),
  issuedAt: timestampSchema,
});
export type BillOfLading = z.infer<typeof billOfLadingSchema>;

/** One of the buyer's orders in full: where to pay, and the bill of lading once paid. */
export const buyerOrderDetailSchema = buyerOrderSchema.extend({
  /** Null while the platform has no account on record. */
  payeeAccount: payeeAccountSchema.nullable(),
  /** Null until the payment is confirmed, and for a defaulted order. */
  billOfLading: billOfLadingSchema.nullable(),
});
export type BuyerOrderDetail = z.infer<typeof buyerOrderDetailSchema>;

/** 结算状态: a confirmed payment waits for the platform's transfer to the seller. */
export const SETTLEMENT_STATES = ['unsettled', 'settled'] as const;
export type SettlementState = (typeof SETTLEMENT_STATES)[number];
export const SETTLEMENT_STATE_LABELS: Record<SettlementState, string> = {
  unsettled: '待结算',
  settled: '已结算',
};
/** Only a confirmed goods payment can be settled: before it the money is not the platform's to pass on. */
export const SETTLEABLE_STATUSES: readonly OrderStatus[] = ['paid', 'completed'];

export const orderIdParamsSchema = z.object({ id: idSchema('订单编号') });
export const orderListBodySchema = pageQuerySchema.extend({
  status: z.enum(ORDER_STATUSES, { error: '订单状态不正确' }).optional(),
  /** Order number, lot title or buyer. */
  keyword: optionalText('订单号、标的名称或买受人', 50),
  /** Closed (成交) on or after this day, and on or before that one (yyyy-MM-dd, China time). */
  closedFrom: z.iso.date({ error: '成交日期格式应为 yyyy-MM-dd' }).optional(),
  closedTo: z.iso.date({ error: '成交日期格式应为 yyyy-MM-dd' }).optional(),
});
export type OrderListBody = z.infer<typeof orderListBodySchema>;

/** 竞价订单管理: the seller's filters, over every organisation, by seller and settlement state. */
export const platformOrderListBodySchema = orderListBodySchema.extend({
  keyword: optionalText('订单号、标的名称、买受人或委托方', 50),
  sellerOrgId: optionalIdSchema('委托方'),
  /** 待结算: payment confirmed, not yet settled; 已结算: settled. */
  settlement: z.enum(SETTLEMENT_STATES, { error: '结算状态不正确' }).optional(),
});
export type PlatformOrderListBody = z.infer<typeof platformOrderListBodySchema>;
/** The seller organisations that have orders, for the list's 委托方 filter. */
export const orderSellerOptionsResponseSchema = okEnvelope(
  z.array(z.object({ id: z.number().int(), name: z.string() })),
);
export const orderResponseSchema = okEnvelope(orderSchema);
export const orderListResponseSchema = okEnvelope(pageOf(orderSchema));
export const buyerOrderListResponseSchema = okEnvelope(pageOf(buyerOrderSchema));
export const buyerOrderResponseSchema = okEnvelope(buyerOrderDetailSchema);

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
export const orderPaymentAuditBodySchema = z
  .object({
    orderId: idSchema('订单编号'),
    approved: z.boolean({ error: '请选择审核结果' }),
    reason: optionalText('驳回原因', 200),
  })
  .refine((body) => body.approved || body.reason !== undefined, {
    path: ['reason'],
    error: '请填写驳回原因',
  });
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

/** The seller chooses which of the company's reviewed accounts this sale is settled to; until it is settled. */
export const settlementAccountBodySchema = z.object({
  orderId: idSchema('订单编号'),
  accountId: idSchema('收款账户'),
});
export type SettlementAccountBody = z.infer<typeof settlementAccountBodySchema>;
export const reviewedAccountsResponseSchema = okEnvelope(z.array(reviewedAccountSchema));

/** The platform settles a paid sale: the seller's share sent, with its bank reference and receipt. */
export const orderSettleBodySchema = z.object({
  orderId: idSchema('订单编号'),
  transferReference: requiredText('转账流水号', 64),
  voucherFileId: fileIdSchema.optional(),
});
export type OrderSettleBody = z.infer<typeof orderSettleBodySchema>;
