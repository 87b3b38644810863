import { z } from 'zod';
import { okEnvelope } from '../api/envelope';
import { idSchema } from '../common/fields';
import { timestampSchema } from '../common/time';

/** What a file belongs to; each decides who may read it. */
export const FILE_BUSINESS_TYPES = [
  'bulletin_attachment',
  'lot_image',
  'deposit_voucher',
  /** The receipt of a deposit's refund transfer, attached by the auditor who returned it. */
  'deposit_return_voucher',
  'order_voucher',
  /** The receipt of the platform's transfer settling a sale to its seller. */
  'order_settlement_voucher',
  /** The weighbridge ticket (磅单) of a 单价 order, attached with its weighed quantity. */
  'order_weighing_ticket',
  /** The buyer's transfer voucher for a weighing's balance (少补). */
  'order_balance_voucher',
  'id_card',
  'banner_image',
  /** Pictures in a bulletin's rich-text body. */
  'bulletin_image',
  /** A company certification's business licence (营业执照). */
  'company_licence',
  /** The document proving a lot's 优先购买权 (a court ruling, a lease, a shareholder agreement). */
  'priority_proof',
  /** A bidder's licence or filing (竞买人资质): its scans. */
  'qualification_scan',
  /** A bank-account change's supporting document: 开户许可证 or the bank's letter. */
  'bank_change_proof',
  /** The invoice (发票) the seller issued for an order: its PDF or scan. */
  'order_invoice',
] as const;
export type FileBusinessType = (typeof FILE_BUSINESS_TYPES)[number];

/** Accepted by content (magic bytes), never by the name the uploader gave. */
export const ALLOWED_FILE_KINDS = ['jpg', 'png', 'pdf', 'doc', 'docx', 'xls', 'xlsx'] as const;
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

export const fileViewSchema = z.object({
  id: z.string(),
  originalName: z.string(),
  mime: z.string(),
  ext: z.string(),
  sizeBytes: z.number().int(),
  businessType: z.string().nullable(),
  businessId: z.number().int().nullable(),
  createdAt: timestampSchema,
});
export type FileView = z.infer<typeof fileViewSchema>;
export const fileResponseSchema = okEnvelope(fileViewSchema);
export const fileListResponseSchema = okEnvelope(z.array(fileViewSchema));

export const fileIdParamsSchema = z.object({ id: z.uuid({ error: '文件编号格式不正确' }) });

/**
 * Widths (px) a picture's preview is resized to. A short list: each is made once and kept on
 * disk, so an open-ended width would let anyone fill the disk with copies.
 */
export const PREVIEW_WIDTHS = [320, 640, 960, 1280] as const;
export type PreviewWidth = (typeof PREVIEW_WIDTHS)[number];
export const filePreviewQuerySchema = z.object({
  w: z
    .enum(PREVIEW_WIDTHS.map(String) as [`${PreviewWidth}`, ...Array<`${PreviewWidth}`>], {
      error: `图片宽度 w 只能是 ${PREVIEW_WIDTHS.join('、')} 之一`,
    })
    .optional(),
});
export const fileFindBodySchema = z.object({
  businessType: z.enum(FILE_BUSINESS_TYPES, { error: '业务类型不正确' }),
  businessId: idSchema('业务编号'),
});
export type FileFindBody = z.infer<typeof fileFindBodySchema>;
