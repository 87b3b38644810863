import { z } from 'zod';
import { okEnvelope, pageOf, pageQuerySchema } from '../api/envelope';
import { DEPOSIT_STATUSES } from '../auction/deposit.schemas';
import { ORDER_STATUSES } from '../auction/order.schemas';
import { COMPANY_AUTH_STATUSES } from '../company/company.schemas';
import { CERTIFICATION_STATUSES } from '../account/certification.schemas';
import { idSchema, optionalText } from '../common/fields';
import { reviewReasonText } from '../common/review-reason';
import { timestampSchema } from '../common/time';

/**
 * 注册会员: the people who signed up to buy or sell (personal and company accounts), as the
 * platform's auditors see them. Platform staff are users too, but not members: they are
 * managed in 用户管理.
 */

export const MEMBER_TYPES = ['personal', 'company'] as const;
export type MemberType = (typeof MEMBER_TYPES)[number];
export const MEMBER_TYPE_LABELS: Record<MemberType, string> = { personal: '个人', company: '企业' };

/** One summary of a member's personal and company certifications: the best of them. */
export const MEMBER_CERT_STATUSES = ['none', 'pending', 'approved', 'rejected'] as const;
export type MemberCertStatus = (typeof MEMBER_CERT_STATUSES)[number];
export const MEMBER_CERT_STATUS_LABELS: Record<MemberCertStatus, string> = {
  none: '未认证',
  pending: '审核中',
  approved: '已认证',
  rejected: '未通过',
};

/** Main account (主账号): acts for the company; sub-account (子账号): staff the company added. */
export const MEMBER_ORG_ROLES = ['personal', 'main', 'sub'] as const;
export type MemberOrgRole = (typeof MEMBER_ORG_ROLES)[number];
export const MEMBER_ORG_ROLE_LABELS: Record<MemberOrgRole, string> = {
  personal: '个人',
  main: '主账号',
  sub: '子账号',
};

const blankAsAbsent = (value: unknown) => (value === '' || value === null ? undefined : value);

/** The list's filters, also what an export takes. Values arrive as URL text. */
export const memberFilterSchema = z.object({
  /** Part of the real name or of the username. */
  name: optionalText('姓名', 50),
  phone: optionalText('手机号', 20),
  companyName: optionalText('企业名称', 100),
  /** Part of the 统一社会信用代码. */
  creditCode: optionalText('统一社会信用代码', 18),
  memberType: z.preprocess(
    blankAsAbsent,
    z.enum(MEMBER_TYPES, { error: '会员类型只能是个人（personal）或企业（company）' }).optional(),
  ),
  certStatus: z.preprocess(
    blankAsAbsent,
    z.enum(MEMBER_CERT_STATUSES, { error: '认证状态不正确' }).optional(),
  ),
  /** 'true': barred (禁用) members only; 'false': active ones only. */
  barred: z.preprocess(
    (value) => (value === 'true' ? true : value === 'false' ? false : blankAsAbsent(value)),
    z.boolean({ error: '是否禁用须为 true 或 false' }).optional(),
  ),
  /** Registered on or after this day, and on or before that one (yyyy-MM-dd, China time). */
  registeredFrom: z.iso.date({ error: '注册日期格式应为 yyyy-MM-dd' }).optional(),
  registeredTo: z.iso.date({ error: '注册日期格式应为 yyyy-MM-dd' }).optional(),
});
export type MemberFilter = z.infer<typeof memberFilterSchema>;

export const memberPageBodySchema = pageQuerySchema.extend(memberFilterSchema.shape);
export type MemberPageBody = z.infer<typeof memberPageBodySchema>;

export const memberCompanySchema = z.object({
  orgId: z.number().int(),
  name: z.string(),
  companyCode: z.string().nullable(),
});

export const memberRowSchema = z.object({
  id: z.number().int(),
  username: z.string().nullable(),
  actualName: z.string().nullable(),
  phone: z.string(),
  memberType: z.enum(MEMBER_TYPES),
  /** The companies the member belongs to (main or sub-account). */
  companies: z.array(memberCompanySchema),
  certStatus: z.enum(MEMBER_CERT_STATUSES),
  registeredAt: timestampSchema,
  depositCount: z.number().int(),
  orderCount: z.number().int(),
  /** 禁用: cannot sign in (nor, therefore, bid). */
  barred: z.boolean(),
  /** 违约 (悔拍) count; at the platform's limit the member may no longer bid. */
  strikes: z.number().int(),
  biddingBarredAt: timestampSchema.nullable(),
});
export type MemberRow = z.infer<typeof memberRowSchema>;
export const memberPageResponseSchema = okEnvelope(pageOf(memberRowSchema));

export const memberIdParamsSchema = z.object({ userId: idSchema('会员编号') });

const reviewFields = {
  submittedAt: timestampSchema.nullable(),
  reviewedAt: timestampSchema.nullable(),
  reviewerName: z.string().nullable(),
  rejectReason: z.string().nullable(),
};

export const memberDetailSchema = z.object({
  member: memberRowSchema,
  personalCertification: z
    .object({
      kind: z.enum(['personal', 'company']),
      status: z.enum(CERTIFICATION_STATUSES),
      subjectName: z.string(),
      /** Masked: the full number is for the certification's own reviewers. */
      idNumberMasked: z.string().nullable(),
      ...reviewFields,
    })
    .nullable(),
  /** Applications this member made, and those of the companies they belong to. */
  companyCertifications: z.array(
    z.object({
      id: z.number().int(),
      orgId: z.number().int().nullable(),
      companyName: z.string().nullable(),
      companyCode: z.string().nullable(),
      status: z.enum(COMPANY_AUTH_STATUSES),
      /** Whether this member applied (else: their company did, through another account). */
      isApplicant: z.boolean(),
      ...reviewFields,
    }),
  ),
  organisations: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      type: z.enum(['platform', 'company', 'personal']),
      companyCode: z.string().nullable(),
      role: z.enum(MEMBER_ORG_ROLES),
      isDefault: z.boolean(),
    }),
  ),
  /** The latest deposits, newest first. */
  deposits: z.array(
    z.object({
      id: z.number().int(),
      lotId: z.number().int(),
      lotTitle: z.string(),
      status: z.enum(DEPOSIT_STATUSES),
      amountFen: z.number().int(),
      paidFen: z.number().int(),
      frozenFen: z.number().int(),
      returnedFen: z.number().int(),
      appliedFen: z.number().int(),
      forfeitedFen: z.number().int(),
      createdAt: timestampSchema,
    }),
  ),
  /** The latest orders as buyer, newest first. */
  orders: z.array(
    z.object({
      id: z.number().int(),
      orderNo: z.string(),
      lotTitle: z.string(),
      status: z.enum(ORDER_STATUSES),
      priceFen: z.number().int(),
      amountDueFen: z.number().int(),
      paymentDeadlineAt: timestampSchema,
      defaultedAt: timestampSchema.nullable(),
      createdAt: timestampSchema,
    }),
  ),
  /** 违约 (悔拍): orders defaulted for want of payment, each a strike. */
  defaults: z.array(
    z.object({
      orderId: z.number().int(),
      orderNo: z.string(),
      lotTitle: z.string(),
      priceFen: z.number().int(),
      defaultedAt: timestampSchema.nullable(),
    }),
  ),
  /** 禁用 and 启用, newest first, with who and why. */
  barHistory: z.array(
    z.object({
      barred: z.boolean(),
      reason: z.string().nullable(),
      actorName: z.string(),
      at: timestampSchema,
    }),
  ),
});
export type MemberDetail = z.infer<typeof memberDetailSchema>;
export const memberDetailResponseSchema = okEnvelope(memberDetailSchema);

/** How many deposits and orders the details show (the newest). */
export const MEMBER_DETAIL_LIMIT = 20;

export const memberBarBodySchema = z.object({
  userId: idSchema('会员编号'),
  barred: z.boolean({ error: '请选择禁用或启用' }),
  reason: reviewReasonText('原因'),
});
export type MemberBarBody = z.infer<typeof memberBarBodySchema>;
export const memberBarResponseSchema = okEnvelope(memberRowSchema);

/** Reasons auditors give most often, a click away in the dialog. */
export const MEMBER_BAR_REASONS = [
  '多次悔拍，恶意竞价',
  '提交虚假认证材料',
  '账号存在安全风险',
  '违反平台交易规则',
] as const;
export const MEMBER_UNBAR_REASONS = ['申诉核实通过', '违规情况已整改', '误操作恢复'] as const;
