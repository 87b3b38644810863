import { z } from 'zod';
import { okEnvelope, pageOf, pageQuerySchema } from '../api/envelope';
import { fileIdSchema } from '../auction/fields';
import { idSchema, optionalText, requiredText } from '../common/fields';
import { timestampSchema } from '../common/time';

/**
 * 银行对账: the platform account's statement imported, each credit whose transfer note names a
 * deposit or an order, with the amount due, confirmed; every other credit an exception.
 */

/** A column of the statement, by its header text. */
const columnSchema = (label: string) => requiredText(label, 50);
const optionalColumn = (label: string) => optionalText(label, 50);

/**
 * How a bank's statement reads, mapped once per bank and remembered: which column holds each
 * fact, and how credits are told from debits (a credit column of its own, a signed amount, or an
 * amount beside a direction column whose value marks a credit).
 */
export const AMOUNT_MODES = ['credit_column', 'signed', 'direction'] as const;
export type AmountMode = (typeof AMOUNT_MODES)[number];
export const AMOUNT_MODE_LABELS: Record<AmountMode, string> = {
  credit_column: '收入（贷方）金额单独一列',
  signed: '一列金额，收入为正、支出为负',
  direction: '一列金额，另有借贷方向列',
};

const statementMappingFields = z.object({
  date: columnSchema('交易日期列'),
  time: optionalColumn('交易时间列'),
  amountMode: z.enum(AMOUNT_MODES, { error: '请选择金额的记法' }),
  credit: optionalColumn('收入金额列'),
  amount: optionalColumn('金额列'),
  direction: optionalColumn('借贷方向列'),
  /** The direction column's value for a credit (贷, 收入, C…). */
  creditMarker: optionalText('表示收入的方向值', 10),
  payerName: optionalColumn('对方户名列'),
  payerAccount: optionalColumn('对方账号列'),
  payerBank: optionalColumn('对方开户行列'),
  /** Where the transfer note is: several columns are read together (摘要 and 附言, say). */
  notes: z
    .array(columnSchema('附言列'), { error: '请选择附言（用途）列' })
    .min(1, { error: '请选择附言（用途）列' })
    .max(4, { error: '附言列最多选 4 列' }),
  serial: optionalColumn('交易流水号列'),
});

export const statementMappingSchema = statementMappingFields
  .refine((mapping) => mapping.amountMode !== 'credit_column' || mapping.credit !== undefined, {
    path: ['credit'],
    error: '请选择收入金额列',
  })
  .refine((mapping) => mapping.amountMode === 'credit_column' || mapping.amount !== undefined, {
    path: ['amount'],
    error: '请选择金额列',
  })
  .refine(
    (mapping) =>
      mapping.amountMode !== 'direction' ||
      (mapping.direction !== undefined && mapping.creditMarker !== undefined),
    { path: ['direction'], error: '请选择借贷方向列并填写表示收入的值' },
  );
export type StatementMapping = z.infer<typeof statementMappingSchema>;

/** A mapping as answers carry it (the request's rules checked it on the way in). */
const mappingViewSchema = z.object({
  date: z.string(),
  time: z.string().optional(),
  amountMode: z.enum(AMOUNT_MODES),
  credit: z.string().optional(),
  amount: z.string().optional(),
  direction: z.string().optional(),
  creditMarker: z.string().optional(),
  payerName: z.string().optional(),
  payerAccount: z.string().optional(),
  payerBank: z.string().optional(),
  notes: z.array(z.string()),
  serial: z.string().optional(),
});

export const statementLayoutSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  mapping: mappingViewSchema,
  /** The header row it was mapped on: a statement with the same header takes it at once. */
  headers: z.array(z.string()),
  updatedAt: timestampSchema,
});
export type StatementLayout = z.infer<typeof statementLayoutSchema>;
export const statementLayoutsResponseSchema = okEnvelope(z.array(statementLayoutSchema));

/** A statement uploaded as a file, read back before it is imported. */
export const statementFileBodySchema = z.object({ fileId: fileIdSchema });
export const statementPreviewSchema = z.object({
  fileName: z.string(),
  headers: z.array(z.string()),
  /** The first rows under the header, as the file has them. */
  sampleRows: z.array(z.array(z.string())),
  rowCount: z.number().int(),
  /** A remembered layout whose header this statement has; null for a bank not mapped yet. */
  layout: statementLayoutSchema.nullable(),
  /** What the headers suggest, to start the mapping from. */
  guess: mappingViewSchema.partial(),
});
export type StatementPreview = z.infer<typeof statementPreviewSchema>;
export const statementPreviewResponseSchema = okEnvelope(statementPreviewSchema);

export const statementImportBodySchema = z.object({
  fileId: fileIdSchema,
  /** The bank the layout is remembered under (中国工商银行, say). */
  layoutName: requiredText('银行名称', 50),
  mapping: statementMappingSchema,
});
export type StatementImportBody = z.infer<typeof statementImportBodySchema>;

export const STATEMENT_LINE_STATUSES = ['confirmed', 'exception', 'resolved', 'rejected'] as const;
export type StatementLineStatus = (typeof STATEMENT_LINE_STATUSES)[number];
export const STATEMENT_LINE_STATUS_LABELS: Record<StatementLineStatus, string> = {
  confirmed: '已自动确认',
  exception: '待处理',
  resolved: '已人工匹配',
  rejected: '已驳回',
};

export const STATEMENT_PROBLEMS = [
  'unknown_reference',
  'amount_mismatch',
  'duplicate',
  'not_awaiting',
] as const;
export type StatementProblem = (typeof STATEMENT_PROBLEMS)[number];
export const STATEMENT_PROBLEM_LABELS: Record<StatementProblem, string> = {
  unknown_reference: '参考号无法识别',
  amount_mismatch: '金额不符',
  duplicate: '重复入账',
  not_awaiting: '款项对象不在待确认状态',
};

export const PAYMENT_KINDS = ['deposit', 'order'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];
export const PAYMENT_KIND_LABELS: Record<PaymentKind, string> = { deposit: '保证金', order: '货款' };

/** A credit of an imported statement, and what became of it. */
export const statementLineSchema = z.object({
  id: z.number().int(),
  importId: z.number().int(),
  /** As the statement printed it (Beijing time). */
  transactedAt: z.string(),
  amountFen: z.number().int(),
  payerName: z.string().nullable(),
  payerAccount: z.string().nullable(),
  payerBank: z.string().nullable(),
  note: z.string(),
  bankSerial: z.string().nullable(),
  status: z.enum(STATEMENT_LINE_STATUSES),
  problem: z.enum(STATEMENT_PROBLEMS).nullable(),
  /** Why, in words: which reference, which amount was due. */
  problemDetail: z.string().nullable(),
  matchedKind: z.enum(PAYMENT_KINDS).nullable(),
  matchedId: z.number().int().nullable(),
  /** The deposit reference or order number it paid. */
  matchedReference: z.string().nullable(),
  resolvedByName: z.string().nullable(),
  resolvedAt: timestampSchema.nullable(),
  resolutionNote: z.string().nullable(),
});
export type StatementLine = z.infer<typeof statementLineSchema>;

export const statementImportSummarySchema = z.object({
  /** Null when nothing was new: the same statement imported again changes nothing. */
  importId: z.number().int().nullable(),
  fileName: z.string(),
  /** Rows read as transactions (header and totals left out). */
  rows: z.number().int(),
  credits: z.number().int(),
  debits: z.number().int(),
  /** Credits imported before (this statement, or one overlapping it): left as they were. */
  alreadyImported: z.number().int(),
  /** Rows whose date or amount could not be read: listed by row number, nothing done. */
  unreadable: z.array(z.object({ row: z.number().int(), reason: z.string() })),
  confirmed: z.array(statementLineSchema),
  exceptions: z.array(statementLineSchema),
});
export type StatementImportSummary = z.infer<typeof statementImportSummarySchema>;
export const statementImportSummaryResponseSchema = okEnvelope(statementImportSummarySchema);

/** 对账记录: the lines imported, by status (待处理 unless asked otherwise). */
export const statementLineListBodySchema = pageQuerySchema.extend({
  status: z.enum(STATEMENT_LINE_STATUSES, { error: '状态不正确' }).optional(),
  keyword: optionalText('附言、付款人或流水号', 50),
});
export type StatementLineListBody = z.infer<typeof statementLineListBodySchema>;
export const statementLineListResponseSchema = okEnvelope(pageOf(statementLineSchema));

/** What an exception might pay: awaiting deposits and orders of the same amount. */
export const matchCandidateSchema = z.object({
  kind: z.enum(PAYMENT_KINDS),
  id: z.number().int(),
  reference: z.string(),
  payerName: z.string(),
  lotTitle: z.string(),
  amountFen: z.number().int(),
  submittedAt: timestampSchema.nullable(),
});
export type MatchCandidate = z.infer<typeof matchCandidateSchema>;
export const statementLineIdParamsSchema = z.object({ id: idSchema('流水编号') });
export const matchCandidatesResponseSchema = okEnvelope(z.array(matchCandidateSchema));

export const statementLineMatchBodySchema = z.object({
  lineId: idSchema('流水编号'),
  kind: z.enum(PAYMENT_KINDS, { error: '请选择款项类型' }),
  targetId: idSchema('匹配对象'),
  note: optionalText('说明', 200),
});
export type StatementLineMatchBody = z.infer<typeof statementLineMatchBodySchema>;

export const statementLineRejectBodySchema = z.object({
  lineId: idSchema('流水编号'),
  reason: requiredText('驳回原因', 200),
});
export type StatementLineRejectBody = z.infer<typeof statementLineRejectBodySchema>;
export const statementLineResponseSchema = okEnvelope(statementLineSchema);
