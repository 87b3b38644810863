import { z } from 'zod';
import { pageOf, pageQuerySchema, okEnvelope } from '../api/envelope';
import { idSchema, optionalText } from '../common/fields';
import { timestampSchema } from '../common/time';

/** The documents of a sale, in the order they arise. */
export const DOCUMENT_KINDS = [
  'confirmation',
  'buyer_contract',
  'seller_contract',
  'tripartite',
  'bill_of_lading',
  'settlement',
] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const DOCUMENT_KIND_LABELS: Record<DocumentKind, string> = {
  confirmation: '成交确认书',
  buyer_contract: '买受人合同',
  seller_contract: '委托方费用合同',
  tripartite: '三方合同',
  bill_of_lading: '提货单',
  settlement: '结算单',
};

/** The parties who confirm a contract online (签署确认); the other documents need none. */
export const DOCUMENT_SIGNATORIES: Record<DocumentKind, readonly DocumentParty[]> = {
  confirmation: [],
  buyer_contract: ['buyer'],
  seller_contract: ['seller'],
  tripartite: ['seller', 'buyer'],
  bill_of_lading: [],
  settlement: [],
};

export const DOCUMENT_PARTIES = ['buyer', 'seller'] as const;
export type DocumentParty = (typeof DOCUMENT_PARTIES)[number];
export const DOCUMENT_PARTY_LABELS: Record<DocumentParty, string> = {
  seller: '委托方',
  buyer: '买受人',
};

export const documentConfirmationSchema = z.object({
  party: z.enum(DOCUMENT_PARTIES),
  accountName: z.string(),
  confirmedAt: timestampSchema,
});
export type DocumentConfirmationView = z.infer<typeof documentConfirmationSchema>;

/** A document's latest version, as a party of the sale sees it. */
export const saleDocumentSchema = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  orderNo: z.string(),
  lotTitle: z.string(),
  kind: z.enum(DOCUMENT_KINDS),
  documentNo: z.string(),
  version: z.number().int(),
  verifyCode: z.string(),
  sha256: z.string(),
  sizeBytes: z.number().int(),
  issuedAt: timestampSchema,
  sellerName: z.string(),
  buyerName: z.string(),
  priceFen: z.number().int(),
  confirmations: z.array(documentConfirmationSchema),
  /** Parties who have yet to confirm. */
  awaiting: z.array(z.enum(DOCUMENT_PARTIES)),
  /** The side the caller may confirm as now, if any. */
  confirmableAs: z.enum(DOCUMENT_PARTIES).nullable(),
});
export type SaleDocument = z.infer<typeof saleDocumentSchema>;

export const contractListBodySchema = pageQuerySchema.extend({
  /** Order number, lot title or the other party. */
  keyword: optionalText('关键字', 50),
});
export type ContractListBody = z.infer<typeof contractListBodySchema>;

export const documentIdParamsSchema = z.object({ id: idSchema('文件编号') });
export const documentFileQuerySchema = z.object({
  /** 1: as an attachment (下载); otherwise shown in the browser (预览). */
  download: z.enum(['0', '1']).optional(),
});

export const verifyCodeParamsSchema = z.object({
  code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[0-9A-Z]{6,16}$/, { error: '验证码格式不正确' }),
});

/** What the public verification page shows of a document: enough to check a printed copy. */
export const documentVerificationSchema = z.object({
  kind: z.enum(DOCUMENT_KINDS),
  documentNo: z.string(),
  version: z.number().int(),
  /** False when a later version (with more confirmations) has been issued since. */
  isLatest: z.boolean(),
  latestVersion: z.number().int(),
  issuedAt: timestampSchema,
  orderNo: z.string(),
  lotTitle: z.string(),
  sellerName: z.string(),
  buyerName: z.string(),
  priceFen: z.number().int(),
  sha256: z.string(),
  sizeBytes: z.number().int(),
  confirmations: z.array(documentConfirmationSchema),
});
export type DocumentVerification = z.infer<typeof documentVerificationSchema>;

export const saleDocumentResponseSchema = okEnvelope(saleDocumentSchema);
export const saleDocumentListResponseSchema = okEnvelope(z.array(saleDocumentSchema));
export const saleDocumentPageResponseSchema = okEnvelope(pageOf(saleDocumentSchema));
export const documentVerificationResponseSchema = okEnvelope(documentVerificationSchema);
