import { z } from 'zod';
import { okEnvelope, pageOf, pageQuerySchema } from '../api/envelope';
import { fileIdSchema } from '../auction/fields';
import { idSchema, optionalText, requiredText } from '../common/fields';
import { reviewDecisionSchema } from '../common/review-reason';
import { timestampSchema } from '../common/time';
import { isValidIdNumber } from './id-number';

export const CERTIFICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type CertificationStatus = (typeof CERTIFICATION_STATUSES)[number];
export const CERTIFICATION_STATUS_LABELS: Record<CertificationStatus, string> = {
  pending: '审核中',
  approved: '已认证',
  rejected: '未通过',
};

/** 个人认证: the name and ID number as on the card, and a photo of each side. */
export const personalAuthBodySchema = z.object({
  realName: requiredText('真实姓名', 30).refine((name) => /^[\p{Script=Han}·A-Za-z ]{2,30}$/u.test(name), {
    error: '真实姓名须为 2–30 个汉字或字母，与身份证一致',
  }),
  idNumber: z
    .string({ error: '请输入身份证号码' })
    .trim()
    .transform((value) => value.toUpperCase())
    .refine(isValidIdNumber, { error: '身份证号码不正确，请核对 18 位号码（末位可为 X）' }),
  idFrontFileId: fileIdSchema,
  idBackFileId: fileIdSchema,
});
export type PersonalAuthBody = z.infer<typeof personalAuthBodySchema>;

/** A certification as its owner sees it: the number masked. */
export const certificationSchema = z.object({
  userId: z.number().int(),
  kind: z.enum(['personal', 'company']),
  status: z.enum(CERTIFICATION_STATUSES),
  subjectName: z.string(),
  idNumberMasked: z.string().nullable(),
  rejectReason: z.string().nullable(),
  submittedAt: timestampSchema.nullable(),
  reviewedAt: timestampSchema.nullable(),
});
export type Certification = z.infer<typeof certificationSchema>;
export const certificationResponseSchema = okEnvelope(certificationSchema.nullable());

/** As the reviewer sees it: the full number, the card photos and who applied. */
export const certificationReviewItemSchema = certificationSchema.extend({
  idNumber: z.string().nullable(),
  idFrontFileId: z.string().nullable(),
  idBackFileId: z.string().nullable(),
  phone: z.string(),
  /** Who reviewed it (their name, else phone); null until reviewed. */
  reviewerName: z.string().nullable(),
  /**
   * Certified before one number could serve one account, and sharing it with another: kept as
   * it was; the auditor sees the other accounts in 详情.
   */
  duplicateAllowed: z.boolean(),
});
export type CertificationReviewItem = z.infer<typeof certificationReviewItemSchema>;
export const certificationListBodySchema = pageQuerySchema.extend({
  status: z.enum(CERTIFICATION_STATUSES, { error: '认证状态不正确' }).optional(),
  keyword: optionalText('姓名、手机号或身份证号', 50),
});
export type CertificationListBody = z.infer<typeof certificationListBodySchema>;
export const certificationListResponseSchema = okEnvelope(pageOf(certificationReviewItemSchema));

export const certificationReviewBodySchema = reviewDecisionSchema('userId', '用户编号');
export type CertificationReviewBody = z.infer<typeof certificationReviewBodySchema>;

/** Another account that applied with the same ID number: what the auditor's 详情 lists. */
export const sameIdentityAccountSchema = z.object({
  userId: z.number().int(),
  phone: z.string(),
  subjectName: z.string(),
  status: z.enum(CERTIFICATION_STATUSES),
  submittedAt: timestampSchema.nullable(),
});
export type SameIdentityAccount = z.infer<typeof sameIdentityAccountSchema>;
export const sameIdentityParamsSchema = z.object({ userId: idSchema('用户编号') });
export const sameIdentityResponseSchema = okEnvelope(z.array(sameIdentityAccountSchema));
