import { z } from 'zod';
import { reviewDecisionSchema } from '../common/review-reason';
import { okEnvelope, pageOf, pageQuerySchema } from '../api/envelope';
import { idSchema, optionalText, requiredText } from '../common/fields';
import { timestampSchema } from '../common/time';
import { LOT_STATUSES } from './bulletin.schemas';
import { fileIdSchema } from './fields';

export const DEPOSIT_STATUSES = [
  'submitted',
  'rejected',
  'frozen',
  'returning',
  'returned',
  'applied',
  'forfeited',
] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

export const DEPOSIT_STATUS_LABELS: Record<DepositStatus, string> = {
  submitted: '待审核',
  rejected: '已驳回',
  frozen: '已冻结',
  returning: '退还中',
  returned: '已退还',
  applied: '已转货款',
  forfeited: '已罚没',
};

/**
 * Released deposits (being returned, or returned) no longer stand for their lot: when the lot is
 * published again (a bulletin withdrawn and re-published), the bidder pays a new deposit.
 */
export const RELEASED_DEPOSIT_STATUSES = [
  'returning',
  'returned',
] as const satisfies readonly DepositStatus[];

/**
 * Whether a bidder whose latest deposit for a lot is this one may pay (again): none yet, a
 * rejected voucher (tried again on the same deposit), or a released one (a new deposit).
 */
export function mayPayDeposit(latest: { status: DepositStatus } | null): boolean {
  return (
    latest === null ||
    latest.status === 'rejected' ||
    (RELEASED_DEPOSIT_STATUSES as readonly DepositStatus[]).includes(latest.status)
  );
}

/** Where deposits are paid to (the platform's escrow account). */
export const depositAccountSchema = z.object({
  accountName: z.string(),
  bankName: z.string(),
  bankNumber: z.string(),
  interbankAccount: z.string().nullable(),
});

export const depositEntrySchema = z.object({
  kind: z.enum(['submitted', 'rejected', 'paid', 'released', 'returned', 'applied', 'forfeited']),
  amountFen: z.number().int(),
  note: z.string().nullable(),
  at: timestampSchema,
  /** Who took the step; null for the system (a close, a withdrawal) and in the payer's own view. */
  actorName: z.string().nullable(),
  /** A return's bank reference (银行流水号) and its voucher, when the step was a return. */
  transferReference: z.string().nullable(),
  voucherFileId: z.string().nullable(),
});
export type DepositEntry = z.infer<typeof depositEntrySchema>;

/**
 * The account a deposit came from, where its refund goes back: as the bank statement showed
 * it, as the bidder gave it with the voucher, or the company's registered account.
 */
export const PAYER_ACCOUNT_SOURCES = ['statement', 'voucher', 'registered'] as const;
export type PayerAccountSource = (typeof PAYER_ACCOUNT_SOURCES)[number];
export const PAYER_ACCOUNT_SOURCE_LABELS: Record<PayerAccountSource, string> = {
  statement: '银行流水显示的付款账户',
  voucher: '竞买人缴款时填写',
  registered: '企业登记的开户账户',
};
export const payerAccountSchema = z.object({
  accountName: z.string(),
  bankNumber: z.string(),
  bankName: z.string().nullable(),
  source: z.enum(PAYER_ACCOUNT_SOURCES),
});
export type PayerAccount = z.infer<typeof payerAccountSchema>;

export const depositSchema = z.object({
  id: z.number().int(),
  lotId: z.number().int(),
  lotTitle: z.string(),
  lotNo: z.string(),
  /** Where the lot stands: a deposit released from a sold lot was not won (未竞得). */
  lotStatus: z.enum(LOT_STATUSES),
  userId: z.number().int(),
  bidderName: z.string(),
  amountFen: z.number().int(),
  status: z.enum(DEPOSIT_STATUSES),
  voucherFileId: z.string().nullable(),
  payerRemark: z.string().nullable(),
  /** What the bidder writes in the transfer note (转账附言): the statement tells whose money it is. */
  transferReference: z.string(),
  /** Where the money came from, where its refund goes; null when nobody said. */
  payerAccount: payerAccountSchema.nullable(),
  rejectReason: z.string().nullable(),
  paidFen: z.number().int(),
  frozenFen: z.number().int(),
  returningFen: z.number().int(),
  returnedFen: z.number().int(),
  appliedFen: z.number().int(),
  forfeitedFen: z.number().int(),
  submittedAt: timestampSchema.nullable(),
  confirmedAt: timestampSchema.nullable(),
  releasedAt: timestampSchema.nullable(),
  returnedAt: timestampSchema.nullable(),
  /** Returns finish within 24 hours of the release. */
  returnDueAt: timestampSchema.nullable(),
  entries: z.array(depositEntrySchema),
});
export type Deposit = z.infer<typeof depositSchema>;
export const depositResponseSchema = okEnvelope(depositSchema);

/** For a lot page: what is required, where to pay, and where the caller stands. */
export const depositInfoSchema = z.object({
  lotId: z.number().int(),
  requiredFen: z.number().int(),
  account: depositAccountSchema,
  deposit: depositSchema.nullable(),
  /** The caller's reference for this lot, to write in the transfer note (转账附言). */
  transferReference: z.string(),
  /** Why the caller may not pay a deposit now, or null. */
  blockedReason: z.string().nullable(),
});
export type DepositInfo = z.infer<typeof depositInfoSchema>;
export const depositInfoResponseSchema = okEnvelope(depositInfoSchema);

/** A bank account number as people type it: digits, with spaces for legibility. */
const bankAccountNumber = (label: string) =>
  z
    .string({ error: `${label}须为文本` })
    .trim()
    .regex(/^[\d ]{6,40}$/, { error: `${label}须为 6–40 位数字（可含空格）` })
    .optional();

export const depositPayBodySchema = z
  .object({
    lotId: idSchema('标的编号'),
    voucherFileId: fileIdSchema,
    remark: optionalText('备注', 200),
    /** 付款账户: where the money came from, so a refund goes back there. */
    payerName: optionalText('付款户名', 100),
    payerAccount: bankAccountNumber('付款账号'),
    payerBank: optionalText('付款开户行', 100),
  })
  .refine((body) => !body.payerAccount || body.payerName !== undefined, {
    path: ['payerName'],
    error: '请填写付款户名（与付款账号一致，退款将原路退回）',
  });
export type DepositPayBody = z.infer<typeof depositPayBodySchema>;

export const depositListBodySchema = pageQuerySchema.extend({
  status: z.enum(DEPOSIT_STATUSES, { error: '保证金状态不正确' }).optional(),
  lotId: idSchema('标的编号').optional(),
});
export type DepositListBody = z.infer<typeof depositListBodySchema>;
export const depositListResponseSchema = okEnvelope(pageOf(depositSchema.omit({ entries: true })));

/** The auditor's list also finds deposits by lot (number or title), bidder (name or phone) and day. */
export const depositAuditListBodySchema = depositListBodySchema.extend({
  lotKeyword: optionalText('标的编号或名称', 50),
  bidderKeyword: optionalText('竞买人姓名或手机号', 50),
  /** Submitted on or after this day, and on or before that one (yyyy-MM-dd, China time). */
  submittedFrom: z.iso.date({ error: '提交日期格式应为 yyyy-MM-dd' }).optional(),
  submittedTo: z.iso.date({ error: '提交日期格式应为 yyyy-MM-dd' }).optional(),
});
export type DepositAuditListBody = z.infer<typeof depositAuditListBodySchema>;

/** A deposit as the auditor sees it in the list: who to call, what the lot asks, who last acted. */
export const depositAuditRowSchema = depositSchema.omit({ entries: true }).extend({
  bidderPhone: z.string().nullable(),
  /** What the lot asks now (the deposit's own amount was the lot's when it was submitted). */
  lotDepositFen: z.number().int(),
  /** The last person to review or return it, and when. */
  reviewerName: z.string().nullable(),
  reviewedAt: timestampSchema.nullable(),
  /** What a refund transfer quotes, and a batch payment file names it by (TK…). */
  refundReference: z.string(),
  /** The refund transfer's own bank reference (流水号), once returned. */
  returnTransferReference: z.string().nullable(),
});
export type DepositAuditRow = z.infer<typeof depositAuditRowSchema>;
export const depositAuditListResponseSchema = okEnvelope(pageOf(depositAuditRowSchema));

/** One deposit for review: its full history with who did each step, and where it was paid to. */
export const depositAuditInfoSchema = depositAuditRowSchema.extend({
  entries: z.array(depositEntrySchema),
  account: depositAccountSchema,
});
export type DepositAuditInfo = z.infer<typeof depositAuditInfoSchema>;
export const depositAuditInfoResponseSchema = okEnvelope(depositAuditInfoSchema);

export const depositPaymentAuditBodySchema = reviewDecisionSchema(
  'depositId',
  '保证金编号',
  optionalText('驳回原因', 200),
);
export type DepositPaymentAuditBody = z.infer<typeof depositPaymentAuditBodySchema>;

/** The refund transfer was made: the released deposit is returned. */
export const depositReturnAuditBodySchema = z.object({
  depositId: idSchema('保证金编号'),
  /** The refund's bank reference (银行流水号), so the transfer can be traced. */
  transferReference: requiredText('转账流水号', 64),
  /** The refund transfer's receipt, uploaded by the auditor. */
  voucherFileId: fileIdSchema.optional(),
  note: optionalText('退还说明', 200),
});
export type DepositReturnAuditBody = z.infer<typeof depositReturnAuditBodySchema>;

export const depositIdParamsSchema = z.object({ id: idSchema('保证金编号') });
export const lotIdParamsSchema = z.object({ lotId: idSchema('标的编号') });

/** A bank's result file of a batch of refunds (批量代付结果), uploaded as a file first. */
export const refundResultImportBodySchema = z.object({ fileId: fileIdSchema });
export type RefundResultImportBody = z.infer<typeof refundResultImportBodySchema>;

/** What the result file did: the refunds now marked returned, and the rows left for a person. */
export const refundResultSummarySchema = z.object({
  rows: z.number().int(),
  returned: z.array(
    z.object({
      depositId: z.number().int(),
      refundReference: z.string(),
      bidderName: z.string(),
      amountFen: z.number().int(),
      transferReference: z.string(),
    }),
  ),
  /** Marked returned before (the same file imported again, say): left as they were. */
  alreadyReturned: z.number().int(),
  /** Rows the bank did not pay, or that do not agree with the deposit: with the reason. */
  problems: z.array(z.object({ row: z.number().int(), reference: z.string(), reason: z.string() })),
});
export type RefundResultSummary = z.infer<typeof refundResultSummarySchema>;
export const refundResultSummaryResponseSchema = okEnvelope(refundResultSummarySchema);
