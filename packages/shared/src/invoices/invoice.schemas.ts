import { z } from 'zod';
import { okEnvelope } from '../api/envelope';
import { fileIdSchema } from '../auction/fields';
import { optionalText, requiredText } from '../common/fields';
import { timestampSchema } from '../common/time';

/** 专票 (增值税专用发票, the buyer deducts the VAT) or 普票 (增值税普通发票). */
export const INVOICE_KINDS = ['special', 'normal'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];
export const INVOICE_KIND_LABELS: Record<InvoiceKind, string> = {
  special: '增值税专用发票（专票）',
  normal: '增值税普通发票（普票）',
};

/** 统一社会信用代码 (18) or an older 税号 (15 or 20): digits and capital letters. */
export const TAX_NO_PATTERN = /^(?:[0-9A-Z]{15}|[0-9A-Z]{18}|[0-9A-Z]{20})$/;

/**
 * 开票信息: what the buyer's invoices are made out to. A 专票 needs all four lines; a 普票 the
 * name, and a company's its 纳税人识别号 (a person may have none).
 */
export const invoiceProfileBodySchema = z
  .object({
    kind: z.enum(INVOICE_KINDS, { error: '请选择发票类型（专票或普票）' }),
    title: requiredText('发票抬头（名称）', 100),
    taxNo: optionalText('纳税人识别号', 20).refine(
      (value) => value === undefined || TAX_NO_PATTERN.test(value.toUpperCase()),
      { error: '纳税人识别号须为 15、18 或 20 位数字或大写字母' },
    ),
    addressPhone: optionalText('地址、电话', 200),
    bankAccount: optionalText('开户行及账号', 200),
  })
  .superRefine((body, context) => {
    if (body.kind !== 'special') return;
    if (!body.taxNo)
      context.addIssue({ code: 'custom', path: ['taxNo'], message: '开具专票须填写纳税人识别号' });
    if (!body.addressPhone)
      context.addIssue({ code: 'custom', path: ['addressPhone'], message: '开具专票须填写地址、电话' });
    if (!body.bankAccount)
      context.addIssue({ code: 'custom', path: ['bankAccount'], message: '开具专票须填写开户行及账号' });
  });
export type InvoiceProfileBody = z.infer<typeof invoiceProfileBodySchema>;

export const invoiceDetailsSchema = z.object({
  kind: z.enum(INVOICE_KINDS),
  title: z.string(),
  taxNo: z.string().nullable(),
  addressPhone: z.string().nullable(),
  bankAccount: z.string().nullable(),
});
export type InvoiceDetails = z.infer<typeof invoiceDetailsSchema>;

export const invoiceProfileSchema = invoiceDetailsSchema.extend({ updatedAt: timestampSchema });
export type InvoiceProfile = z.infer<typeof invoiceProfileSchema>;
export const invoiceProfileResponseSchema = okEnvelope(invoiceProfileSchema.nullable());

/** 发票号码: 8 digits (paper invoices) up to 20 (全电发票). */
export const INVOICE_NO_PATTERN = /^\d{8,20}$/;

/** 登记发票: the invoice the seller issued for an order, with its scan or PDF. */
export const orderInvoiceBodySchema = z.object({
  invoiceNo: requiredText('发票号码', 20).refine((value) => INVOICE_NO_PATTERN.test(value), {
    error: '发票号码须为 8–20 位数字',
  }),
  issuedOn: z.iso.date({
    error: (issue) => (issue.input === undefined ? '请选择开票日期' : '开票日期格式应为 yyyy-MM-dd'),
  }),
  amountFen: z
    .number({ error: '发票金额必须是数字（单位：分）' })
    .int({ error: '发票金额必须是整数（单位：分）' })
    .positive({ error: '发票金额必须大于 0' })
    .max(100_000_000_000_00, { error: '发票金额超出允许范围' }),
  fileId: fileIdSchema,
});
export type OrderInvoiceBody = z.infer<typeof orderInvoiceBodySchema>;

/**
 * Where an order's invoice stands: none before the goods are paid for (or on a defaulted order),
 * then waiting for the buyer's details, then for the seller, then issued.
 */
export const INVOICE_STATES = ['not_due', 'awaiting_details', 'awaiting_invoice', 'issued'] as const;
export type InvoiceState = (typeof INVOICE_STATES)[number];
export const INVOICE_STATE_LABELS: Record<InvoiceState, string> = {
  not_due: '付款后开票',
  awaiting_details: '待填开票信息',
  awaiting_invoice: '待开票',
  issued: '已开票',
};

/** An order's invoice: the lot's tax terms, what it should come to, whom to, and the issued one. */
export const orderInvoiceSchema = z.object({
  state: z.enum(INVOICE_STATES),
  taxIncluded: z.boolean(),
  vatRatePercent: z.number().int(),
  /** 价税合计 the sale comes to now (after a weighing, on the final amount). */
  expectedAmountFen: z.number().int(),
  /** Issued: the details it was made out to. Before: the buyer's details on file (null: none yet). */
  details: invoiceDetailsSchema.nullable(),
  issued: z
    .object({
      invoiceNo: z.string(),
      issuedOn: z.string(),
      amountFen: z.number().int(),
      fileId: z.string(),
      recordedAt: timestampSchema,
    })
    .nullable(),
});
export type OrderInvoice = z.infer<typeof orderInvoiceSchema>;
