import { z } from 'zod';
import { okEnvelope, pageOf, pageQuerySchema } from '../api/envelope';
import { fileIdSchema } from '../auction/fields';
import { optionalText, requiredText } from '../common/fields';
import { reviewDecisionSchema } from '../common/review-reason';
import { timestampSchema } from '../common/time';

/**
 * 竞买人资质: licences and filings a lot may require of its bidders (the dictionary
 * bidder_qualification names the kinds). An organisation holds one of each kind; sending it
 * again puts it back in review.
 */
export const QUALIFICATION_STATUSES = ['submitted', 'approved', 'rejected'] as const;
export type QualificationStatus = (typeof QUALIFICATION_STATUSES)[number];
export const QUALIFICATION_STATUS_LABELS: Record<QualificationStatus, string> = {
  submitted: '审核中',
  approved: '已通过',
  rejected: '已驳回',
};

/** At most this many scans per licence (front, back, annual inspection pages …). */
export const QUALIFICATION_SCANS_MAX = 5;

/** 上传资质: the kind, the licence's number, its last valid day and its scans. */
export const qualificationSubmitBodySchema = z.object({
  typeCode: requiredText('资质类型', 100),
  licenceNo: requiredText('证书编号', 100),
  validUntil: z.iso.date({
    error: (issue) => (issue.input === undefined ? '请选择有效期至' : '有效期至格式应为 yyyy-MM-dd'),
  }),
  fileIds: z
    .array(fileIdSchema, { error: '资质扫描件必须是文件编号列表' })
    .min(1, { error: '请上传资质扫描件' })
    .max(QUALIFICATION_SCANS_MAX, { error: `资质扫描件最多 ${QUALIFICATION_SCANS_MAX} 个` }),
});
export type QualificationSubmitBody = z.infer<typeof qualificationSubmitBodySchema>;

/** A qualification as its holder sees it. `expired`: its last valid day has passed (Beijing). */
export const qualificationSchema = z.object({
  id: z.number().int(),
  orgId: z.number().int(),
  typeCode: z.string(),
  typeName: z.string(),
  licenceNo: z.string(),
  validUntil: z.string(),
  expired: z.boolean(),
  fileIds: z.array(z.string()),
  status: z.enum(QUALIFICATION_STATUSES),
  rejectReason: z.string().nullable(),
  submittedAt: timestampSchema,
  reviewedAt: timestampSchema.nullable(),
});
export type Qualification = z.infer<typeof qualificationSchema>;
export const qualificationResponseSchema = okEnvelope(qualificationSchema);
export const qualificationListMineResponseSchema = okEnvelope(z.array(qualificationSchema));

/** As the reviewer sees it: whose it is, who sent it and who decided. */
export const qualificationReviewItemSchema = qualificationSchema.extend({
  orgName: z.string(),
  submitterPhone: z.string(),
  reviewerName: z.string().nullable(),
});
export type QualificationReviewItem = z.infer<typeof qualificationReviewItemSchema>;

export const qualificationListBodySchema = pageQuerySchema.extend({
  status: z.enum(QUALIFICATION_STATUSES, { error: '审核状态不正确' }).optional(),
  typeCode: optionalText('资质类型', 100),
  /** The holder's name or the licence's number. */
  keyword: optionalText('关键字', 50),
});
export type QualificationListBody = z.infer<typeof qualificationListBodySchema>;
export const qualificationListResponseSchema = okEnvelope(pageOf(qualificationReviewItemSchema));

export const qualificationReviewBodySchema = reviewDecisionSchema('id', '资质编号');
export type QualificationReviewBody = z.infer<typeof qualificationReviewBodySchema>;
