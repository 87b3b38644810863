import { z } from 'zod';
import { RUNNER_UP_STATES } from './runner-up-offer.schemas';
import { okEnvelope, pageOf, pageQuerySchema } from '../api/envelope';
import { idSchema, optionalIdSchema, optionalText } from '../common/fields';
import { timestampSchema } from '../common/time';
import { PRICE_BASES, BIDDING_MODES } from './auction-formats';
import { orderWeighingSchema } from './order-weighing.schemas';
import { settlementAccountSchema } from './settlement-account.schemas';
import { orderInvoiceSchema } from '../invoices/invoice.schemas';

// Settlement accounts, and the bodies of what is done to an order, have files of their own;
// re-exported here.
export {
  SETTLEMENT_ACCOUNT_SOURCES,
  type SettlementAccountSource,
  SETTLEMENT_ACCOUNT_SOURCE_LABELS,
  SETTLEMENT_REVIEW_STATES,
  type SettlementReviewState,
  SETTLEMENT_REVIEW_STATE_LABELS,
  reviewedAccountSchema,
  type ReviewedAccount,
  settlementAccountSchema,
  type SettlementAccount,
  settlementAccountBodySchema,
  type SettlementAccountBody,
  reviewedAccountsResponseSchema,
} from './settlement-account.schemas';
export {
  orderPayBodySchema,
  type OrderPayBody,
  orderPaymentAuditBodySchema,
  type OrderPaymentAuditBody,
  orderPickupBodySchema,
  type OrderPickupBody,
  orderPickupOverdueBodySchema,
  type OrderPickupOverdueBody,
  orderSettleBodySchema,
  type OrderSettleBody,
} from './order-action.schemas';

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
  /** The goods amount: the price, or for a 单价 lot unit price × estimated quantity. */
  priceFen: z.number().int(),
  /** How the lot was bid on; absent on orders closed before lots had formats (those were 增价). */
  biddingMode: z.enum(BIDDING_MODES).optional(),
  /** Absent on orders closed before prices could be per unit: those are 总价. */
  priceBasis: z.enum(PRICE_BASES).optional(),
  /** 单价 lots: the winning price per unit (priceFen is it × quantity). */
  unitPriceFen: z.number().int().optional(),
  /** The price in Chinese capitals, as the paper reads. */
  priceInCapitals: z.string(),
  depositAppliedFen: z.number().int(),
  amountDueFen: z.number().int(),
  commissionFen: z.number().int(),
  bidCount: z.number().int(),
  bidderCount: z.number().int(),
  closedAt: timestampSchema,
  paymentDeadlineAt: timestampSchema,
  /** 递补成交: the sale came from an offer after this order's buyer defaulted. */
  runnerUp: z.object({ defaultedOrderNo: z.string(), offeredAt: timestampSchema }).optional(),
  /** The head of the lot's chain of records at its close (核验竞价记录); absent on older orders. */
  chainHead: z.string().optional(),
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

/**
 * 提货期限 on an order: the lot's rule, and once the payment is confirmed the last day to take
 * the goods (Beijing); the seller's 逾期未提 record if the day passed.
 */
export const orderPickupSchema = z.object({
  pickupDays: z.number().int(),
  storageFeeFen: z.number().int().nullable(),
  /** yyyy-MM-dd; null until the payment is confirmed. */
  dueOn: z.string().nullable(),
  overdueNote: z.string().nullable(),
  overdueNotedAt: timestampSchema.nullable(),
});
export type OrderPickup = z.infer<typeof orderPickupSchema>;

/** A licence the lot requires that the buyer's organisation holds only until before the pickup (or not at all). */
export const qualificationWarningSchema = z.object({
  name: z.string(),
  /** The last valid day of the buyer's best approved licence of the kind; null: none approved. */
  validUntil: z.string().nullable(),
});
export type QualificationWarning = z.infer<typeof qualificationWarningSchema>;

export const orderSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  lotId: z.number().int(),
  bulletinId: z.number().int(),
  lotTitle: z.string(),
  /** The goods amount: for a 单价 order, on the estimate until weighed, then on the weighed quantity. */
  priceFen: z.number().int(),
  depositAppliedFen: z.number().int(),
  amountDueFen: z.number().int(),
  commissionFen: z.number().int(),
  priceBasis: z.enum(PRICE_BASES),
  /** 单价 orders: unit price, estimate, weighing and 多退少补; null for a 总价 order. */
  weighing: orderWeighingSchema.nullable(),
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
  /** A defaulted order's 悔拍递补 chain: where it stands (null on other orders). */
  runnerUpState: z.enum(RUNNER_UP_STATES).nullable(),
  /** The seller confirmed the buyer took the goods away (提货): when they recorded it. */
  pickedUpAt: timestampSchema.nullable(),
  /** The day the goods left (yyyy-MM-dd, China time), as the seller recorded it. */
  pickedUpOn: z.string().nullable(),
  /** 过磅数量: what the weighbridge said at pickup, in the lot's unit (null before pickup). */
  weighedQuantity: z.string().nullable(),
  pickup: orderPickupSchema,
  /** 发票: the lot's tax terms, the buyer's details and the invoice the seller recorded. */
  invoice: orderInvoiceSchema,
  /**
   * For the seller and the platform: the lot's required licences the buyer will not hold, valid,
   * through the pickup deadline (the latest it can be, before payment).
   */
  qualificationWarnings: z.array(qualificationWarningSchema),
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
  priceBasis: true,
  weighing: true,
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
  pickup: true,
  invoice: true,
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
  /** overdue: 逾期未提, paid orders whose pickup deadline (Beijing) has passed. */
  pickup: z.enum(['overdue'], { error: '提货状态只能是 overdue（逾期未提）' }).optional(),
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
