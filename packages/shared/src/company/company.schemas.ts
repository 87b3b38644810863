import { z } from 'zod';
import { okEnvelope, pageOf, pageQuerySchema } from '../api/envelope';
import { idSchema, optionalText, phoneSchema, requiredText } from '../common/fields';
import { timestampSchema } from '../common/time';
import { isValidCreditCode, normaliseCreditCode } from './credit-code';
import { reviewDecisionSchema } from '../common/review-reason';

/**
 * 企业认证: a company's details as on its business licence, its contact and its bank account.
 * draft → submitted → approved, or rejected with a reason → submitted again. Once approved, the
 * bank account changes only through a bank change, which the platform reviews in turn.
 */
export const COMPANY_AUTH_STATUSES = ['draft', 'submitted', 'approved', 'rejected'] as const;
export type CompanyAuthStatus = (typeof COMPANY_AUTH_STATUSES)[number];
export const COMPANY_AUTH_STATUS_LABELS: Record<CompanyAuthStatus, string> = {
  draft: '草稿',
  submitted: '审核中',
  approved: '已认证',
  rejected: '未通过',
};

export const BANK_CHANGE_STATUSES = ['submitted', 'rejected'] as const;
export type BankChangeStatus = (typeof BANK_CHANGE_STATUSES)[number];

/** Which bank changes a reviewer's list holds: waiting, approved (now in force), turned down, or any. */
export const BANK_CHANGE_FILTERS = ['submitted', 'approved', 'rejected', 'any'] as const;
export type BankChangeFilter = (typeof BANK_CHANGE_FILTERS)[number];

const PERSON_NAME = /^[\p{Script=Han}·A-Za-z ]{2,30}$/u;

const personName = (label: string) =>
  requiredText(label, 30).refine((name) => PERSON_NAME.test(name), {
    error: `${label}须为 2–30 个汉字或字母`,
  });

/** Spaces are allowed where people write them (6222 0210 …); digits only are kept. */
const digitsOnly = (value: unknown) => (typeof value === 'string' ? value.replace(/[\s-]/g, '') : value);

/** The bank account settlements are paid to: 开户行, 账号, 联行号. */
export const bankFields = {
  bankName: requiredText('开户行', 100),
  bankNumber: z.preprocess(
    digitsOnly,
    z
      .string({ error: '请输入银行账号' })
      .min(1, { error: '请输入银行账号' })
      .regex(/^\d{8,30}$/, { error: '银行账号须为 8–30 位数字' }),
  ),
  interbankAccount: z.preprocess(
    digitsOnly,
    z
      .string({ error: '请输入联行号' })
      .min(1, { error: '请输入联行号' })
      .regex(/^\d{12}$/, { error: '联行号须为 12 位数字（可向开户行查询）' }),
  ),
};

/** Every field of an application: each one's own rule, named in Chinese. */
export const companyAuthFields = {
  companyName: requiredText('企业名称', 100).refine((name) => /\p{Script=Han}/u.test(name), {
    error: '企业名称须与营业执照一致（含中文）',
  }),
  companyCode: z.preprocess(
    (value) => (typeof value === 'string' ? normaliseCreditCode(value) : value),
    z
      .string({ error: '请输入统一社会信用代码' })
      .min(1, { error: '请输入统一社会信用代码' })
      .refine(isValidCreditCode, {
        error: '统一社会信用代码不正确，请核对营业执照上的 18 位代码（校验位不符）',
      }),
  ),
  legalPerson: personName('法定代表人'),
  licenceFileId: z.uuid({ error: '请上传营业执照' }),
  contactPerson: personName('联系人'),
  contactPhone: phoneSchema,
  contactTel: z.preprocess(
    (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value),
    z
      .string({ error: '固定电话须为文本' })
      .trim()
      .regex(/^0\d{2,3}-?\d{7,8}(-\d{1,6})?$/, { error: '固定电话格式不正确，如 0510-82801234' })
      .optional(),
  ),
  contactMail: z
    .email({ error: (issue) => (issue.input === undefined ? '请输入联系邮箱' : '联系邮箱格式不正确') })
    .max(100, { error: '联系邮箱不能超过 100 个字符' }),
  regionCode: z
    .string({ error: '请选择所在地区' })
    .regex(/^\d{6}$/, { error: '请选择所在地区（省、市、区县）' }),
  detailAddr: requiredText('详细地址', 200),
  ...bankFields,
};

/** What is sent for review: every field, each valid. */
export const companyAuthSubmitSchema = z.object(companyAuthFields);
export type CompanyAuthValues = z.infer<typeof companyAuthSubmitSchema>;

/** A draft keeps whatever is filled in; each field given must still be valid. */
const companyAuthDraftSchema = z.object(companyAuthFields).partial();
export type CompanyAuthDraft = z.infer<typeof companyAuthDraftSchema>;

const submitFlag = {
  /** true: send for review now (every field required); false: keep as a draft. */
  submit: z.boolean({ error: '提交方式须为布尔值' }).default(false),
};

export const companyAuthAddBodySchema = companyAuthDraftSchema.extend(submitFlag);
export type CompanyAuthAddBody = z.infer<typeof companyAuthAddBodySchema>;
export const companyAuthUpdateBodySchema = companyAuthDraftSchema.extend({
  id: idSchema('认证申请编号'),
  ...submitFlag,
});
export type CompanyAuthUpdateBody = z.infer<typeof companyAuthUpdateBodySchema>;

export const bankChangeBodySchema = z.object({
  ...bankFields,
  /** 开户许可证, or the bank's letter confirming the account: what the reviewer checks it against. */
  proofFileId: z.uuid({ error: '请上传开户许可证或银行开户证明' }),
});
export type BankChangeBody = z.infer<typeof bankChangeBodySchema>;

/** A bank change waiting for review, or the last one turned down. */
export const bankChangeSchema = z.object({
  status: z.enum(BANK_CHANGE_STATUSES),
  bankName: z.string(),
  bankNumber: z.string(),
  interbankAccount: z.string(),
  /** 开户证明; null on changes sent before it was asked for. */
  proofFileId: z.string().nullable(),
  submittedAt: timestampSchema,
  reviewedAt: timestampSchema.nullable(),
  rejectReason: z.string().nullable(),
});
export type BankChange = z.infer<typeof bankChangeSchema>;

/** An application as its company sees it. */
export const companyAuthSchema = z.object({
  id: z.number().int(),
  status: z.enum(COMPANY_AUTH_STATUSES),
  /** The company's organisation: set once approved (or when an existing one applied). */
  orgId: z.number().int().nullable(),
  applicantUserId: z.number().int(),
  companyName: z.string().nullable(),
  companyCode: z.string().nullable(),
  legalPerson: z.string().nullable(),
  licenceFileId: z.string().nullable(),
  contactPerson: z.string().nullable(),
  contactPhone: z.string().nullable(),
  contactTel: z.string().nullable(),
  contactMail: z.string().nullable(),
  regionCode: z.string().nullable(),
  /** The region's names (江苏省无锡市惠山区), from regionCode. */
  companyAddr: z.string().nullable(),
  detailAddr: z.string().nullable(),
  bankName: z.string().nullable(),
  bankNumber: z.string().nullable(),
  interbankAccount: z.string().nullable(),
  submittedAt: timestampSchema.nullable(),
  reviewedAt: timestampSchema.nullable(),
  rejectReason: z.string().nullable(),
  bankChange: bankChangeSchema.nullable(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type CompanyAuth = z.infer<typeof companyAuthSchema>;
export const companyAuthResponseSchema = okEnvelope(companyAuthSchema);
export const myCompanyAuthResponseSchema = okEnvelope(companyAuthSchema.nullable());

/** As reviewers list it: with who applied. */
export const companyAuthReviewRowSchema = companyAuthSchema.extend({
  applicantName: z.string().nullable(),
  applicantPhone: z.string(),
  /** Who reviewed the application, and the last bank change (name, else phone). */
  reviewerName: z.string().nullable(),
  bankChangeReviewerName: z.string().nullable(),
  /** The last bank change's times, kept after approval (when bankChange is null again). */
  bankChangeSubmittedAt: timestampSchema.nullable(),
  bankChangeReviewedAt: timestampSchema.nullable(),
});
export type CompanyAuthReviewRow = z.infer<typeof companyAuthReviewRowSchema>;
export const companyAuthListBodySchema = pageQuerySchema.extend({
  status: z.enum(COMPANY_AUTH_STATUSES, { error: '认证状态不正确' }).optional(),
  /** Only applications with a bank change waiting for review. */
  bankChangePending: z.boolean({ error: '是否待审开户信息须为布尔值' }).optional(),
  /** Only applications whose bank change is in this state (approved: reviewed and in force). */
  bankChange: z.enum(BANK_CHANGE_FILTERS, { error: '开户信息变更状态不正确' }).optional(),
  keyword: optionalText('企业名称、信用代码、申请人或手机号', 50),
});
export type CompanyAuthListBody = z.infer<typeof companyAuthListBodySchema>;
export const companyAuthListResponseSchema = okEnvelope(pageOf(companyAuthReviewRowSchema));

export const companyReviewBodySchema = reviewDecisionSchema('id', '认证申请编号');
export type CompanyReviewBody = z.infer<typeof companyReviewBodySchema>;

export const userIdParamsSchema = z.object({ id: idSchema('用户编号') });

/** Another application with the same 统一社会信用代码: what the auditor's 详情 lists. */
export const sameCreditCodeApplicationSchema = z.object({
  id: z.number().int(),
  companyName: z.string().nullable(),
  applicantUserId: z.number().int(),
  applicantName: z.string().nullable(),
  applicantPhone: z.string(),
  status: z.enum(COMPANY_AUTH_STATUSES),
  submittedAt: timestampSchema.nullable(),
});
export type SameCreditCodeApplication = z.infer<typeof sameCreditCodeApplicationSchema>;
export const companyAuthIdParamsSchema = z.object({ id: idSchema('申请编号') });
export const sameCreditCodeResponseSchema = okEnvelope(z.array(sameCreditCodeApplicationSchema));
