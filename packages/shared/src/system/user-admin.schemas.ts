import { z } from 'zod';
import { USERNAME_PATTERN } from '../account/account.schemas';
import { okEnvelope, pageOf, pageQuerySchema } from '../api/envelope';
import { idSchema, optionalIdSchema, optionalText, phoneSchema, requiredText } from '../common/fields';
import { timestampSchema } from '../common/time';

/**
 * User administration (用户管理): an administrator's view of the users of their tenant.
 * Passwords never travel here except the temporary one a reset (or a new account) answers once.
 */

export const USER_STATUSES = ['active', 'disabled'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
export const USER_STATUS_LABELS: Record<UserStatus, string> = { active: '启用', disabled: '停用' };

const statusSchema = z.enum(USER_STATUSES, { error: '状态只能是启用（active）或停用（disabled）' });

export const userAdminRowSchema = z.object({
  id: z.number().int(),
  username: z.string().nullable(),
  actualName: z.string().nullable(),
  phone: z.string(),
  status: z.enum(USER_STATUSES),
  /** Set by a reset: the user must choose a new password before they can sign in. */
  mustChangePassword: z.boolean(),
  /** Default first. */
  organisations: z.array(z.object({ id: z.number().int(), name: z.string(), isDefault: z.boolean() })),
  roles: z.array(z.object({ id: z.number().int(), code: z.string(), name: z.string() })),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type UserAdminRow = z.infer<typeof userAdminRowSchema>;

/** Columns the list can be sorted by. */
export const USER_SORT_FIELDS = ['createdAt', 'username', 'actualName', 'phone'] as const;

/** The list's filters, also what an export takes. */
export const userFilterSchema = z.object({
  /** Part of the username or of the real name. */
  name: optionalText('用户名/姓名', 50),
  /** Part of the phone number. */
  phone: optionalText('手机号', 20),
  orgId: optionalIdSchema('组织编号'),
  roleId: optionalIdSchema('角色编号'),
  status: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    statusSchema.optional(),
  ),
  sort: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.enum(USER_SORT_FIELDS, { error: '排序字段只能是创建时间、用户名、姓名或手机号' }).optional(),
  ),
  order: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.enum(['asc', 'desc'], { error: '排序方向只能是 asc 或 desc' }).optional(),
  ),
});
export type UserFilter = z.infer<typeof userFilterSchema>;

export const userPageBodySchema = pageQuerySchema.extend(userFilterSchema.shape);
export type UserPageBody = z.infer<typeof userPageBodySchema>;
export const userPageResponseSchema = okEnvelope(pageOf(userAdminRowSchema));

export const userIdParamsSchema = z.object({ id: idSchema('用户编号') });
export const userResponseSchema = okEnvelope(userAdminRowSchema);

/**
 * The fields of the user form (userForm). Add and edit share them; the web takes its rules
 * from here field by field, so this is a plain object and the cross-field rule is below.
 */
export const userFormSchema = z.object({
  /** Optional sign-in name, with the rules a user meets when choosing one (账号设置). */
  username: z.preprocess(
    (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value),
    z
      .string({ error: '用户名须为文本' })
      .trim()
      .regex(USERNAME_PATTERN, { error: '用户名须以字母开头，由 4–20 位字母、数字或下划线组成' })
      .optional(),
  ),
  actualName: requiredText('姓名', 50),
  phone: phoneSchema,
  orgIds: z
    .array(idSchema('组织编号'), { error: '请选择所属组织' })
    .min(1, { error: '请选择所属组织' })
    .max(20, { error: '所属组织不能超过 20 个' }),
  /** The organisation a sign-in starts in; one of orgIds. */
  defaultOrgId: idSchema('默认组织').optional(),
  roleIds: z
    .array(idSchema('角色编号'), { error: '请选择角色' })
    .min(1, { error: '请选择角色' })
    .max(20, { error: '角色不能超过 20 个' }),
});
export type UserFormValues = z.input<typeof userFormSchema>;

const defaultOrgIsChosen = (body: { orgIds: number[]; defaultOrgId?: number | undefined }) =>
  body.defaultOrgId === undefined || body.orgIds.includes(body.defaultOrgId);
export const DEFAULT_ORG_MESSAGE = '默认组织须是所选的所属组织之一';
const defaultOrgRule = { path: ['defaultOrgId'], error: DEFAULT_ORG_MESSAGE };

export const userAddBodySchema = userFormSchema.refine(defaultOrgIsChosen, defaultOrgRule);
export type UserAddBody = z.infer<typeof userAddBodySchema>;

export const userEditBodySchema = userFormSchema
  .extend({ id: idSchema('用户编号') })
  .refine(defaultOrgIsChosen, defaultOrgRule);
export type UserEditBody = z.infer<typeof userEditBodySchema>;

/** A new account or a reset: the temporary password, shown to the administrator this once. */
export const temporaryPasswordSchema = z.object({
  user: userAdminRowSchema,
  temporaryPassword: z.string(),
});
export type TemporaryPassword = z.infer<typeof temporaryPasswordSchema>;
export const userAddResponseSchema = okEnvelope(temporaryPasswordSchema);
export const userEditResponseSchema = userResponseSchema;
export const userResetPasswordResponseSchema = okEnvelope(temporaryPasswordSchema);

export const userSetStatusBodySchema = z.object({
  id: idSchema('用户编号'),
  status: statusSchema,
});
export type UserSetStatusBody = z.infer<typeof userSetStatusBodySchema>;
export const userSetStatusResponseSchema = userResponseSchema;
export const userUnlockResponseSchema = okEnvelope(z.null());

export const ORG_TYPE_LABELS = { platform: '平台', company: '企业', personal: '个人' } as const;

export const orgOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(['platform', 'company', 'personal']),
});
export type OrgOption = z.infer<typeof orgOptionSchema>;

/** Every user has a personal organisation, so the form searches rather than lists them all. */
export const orgOptionsBodySchema = z.object({
  keyword: optionalText('组织名称', 50),
});
export type OrgOptionsBody = z.infer<typeof orgOptionsBodySchema>;
/** At most this many options per answer; a keyword narrows them. */
export const ORG_OPTIONS_LIMIT = 50;
export const orgOptionsResponseSchema = okEnvelope(z.array(orgOptionSchema));
