import { z } from 'zod';
import { okEnvelope } from '../api/envelope';
import { idSchema, optionalIdSchema } from '../common/fields';
import { timestampSchema } from '../common/time';
import { COMPANY_AUTH_STATUSES } from '../company/company.schemas';

import { MENU_TYPES } from './menu-codes';

export { MENU_CODES, MENU_ROOT_PARENT_ID, MENU_TYPES, type MenuType } from './menu-codes';

/**
 * Whose profile to load. The caller is always answered about themselves: a userId or
 * tenantId other than the caller's is refused; orgId picks one of the caller's organisations.
 */
export const permissionListBodySchema = z
  .object({
    tenantId: optionalIdSchema('租户编号'),
    userId: optionalIdSchema('用户编号'),
    orgId: optionalIdSchema('组织编号'),
  })
  .default({});
export type PermissionListBody = z.infer<typeof permissionListBodySchema>;

export const menuItemSchema = z.object({
  id: z.number().int(),
  parentId: z.number().int(),
  code: z.string(),
  name: z.string(),
  path: z.string().nullable(),
  icon: z.string().nullable(),
  sort: z.number().int(),
  isHidden: z.union([z.literal(0), z.literal(1)]),
  metaKeepalive: z.union([z.literal(0), z.literal(1)]),
  type: z.enum(MENU_TYPES),
});
export type MenuItem = z.infer<typeof menuItemSchema>;

export const buttonSchema = z.object({ id: z.number().int(), code: z.string(), name: z.string() });
export type Button = z.infer<typeof buttonSchema>;

export const userInfoSchema = z.object({
  userId: z.number().int(),
  tenantId: z.number().int(),
  orgId: z.number().int(),
  username: z.string().nullable(),
  actualName: z.string().nullable(),
  phone: z.string(),
  roles: z.array(z.object({ code: z.string(), name: z.string() })),
  passwordChangedAt: timestampSchema,
});
export type UserInfo = z.infer<typeof userInfoSchema>;

export const companyInfoSchema = z.object({
  companyName: z.string(),
  companyCode: z.string().nullable(),
  interbankAccount: z.string().nullable(),
  bankNumber: z.string().nullable(),
  bankName: z.string().nullable(),
  contactPerson: z.string().nullable(),
  contactPhone: z.string().nullable(),
  contactTel: z.string().nullable(),
  contactMail: z.string().nullable(),
  companyAddr: z.string().nullable(),
  detailAddr: z.string().nullable(),
  legalPerson: z.string().nullable(),
  /** Where the company's certification (企业认证) stands; none: never applied. */
  certificationStatus: z.enum([...COMPANY_AUTH_STATUSES, 'none']),
  /** A new bank account waits for the platform's review; the one above still applies. */
  bankChangePending: z.boolean(),
});
export type CompanyInfo = z.infer<typeof companyInfoSchema>;

/** When the caller is a company's sub-account (子账号): the company it acts for. */
export const subAccountInfoSchema = z.object({
  companyName: z.string(),
  interbankAccount: z.string().nullable(),
  bankNumber: z.string().nullable(),
});
export type SubAccountInfo = z.infer<typeof subAccountInfoSchema>;

export const ORG_TYPES = ['platform', 'company', 'personal'] as const;
export type OrgType = (typeof ORG_TYPES)[number];

export const orgSchema = z.object({
  orgId: z.number().int(),
  orgName: z.string(),
  orgType: z.enum(ORG_TYPES),
  isDefault: z.boolean(),
  isCurrent: z.boolean(),
});
export type Org = z.infer<typeof orgSchema>;

export const menuShortcutSchema = z.object({
  menuId: z.number().int(),
  code: z.string(),
  name: z.string(),
  path: z.string().nullable(),
  at: timestampSchema,
});
export type MenuShortcut = z.infer<typeof menuShortcutSchema>;

export const menuCollectBodySchema = z.object({
  menuId: idSchema('菜单编号'),
  collected: z.boolean({ error: '收藏状态必须是 true 或 false' }),
});
export type MenuCollectBody = z.infer<typeof menuCollectBodySchema>;

export const menuHistoryBodySchema = z.object({ menuId: idSchema('菜单编号') });
export type MenuHistoryBody = z.infer<typeof menuHistoryBodySchema>;

/** Both answer with the caller's updated list. */
export const menuShortcutsResponseSchema = okEnvelope(z.array(menuShortcutSchema));

export const profileSchema = z.object({
  userInfo: userInfoSchema,
  companyInfo: companyInfoSchema.nullable(),
  subAccountInfo: subAccountInfoSchema.nullable(),
  org: z.array(orgSchema),
  menu: z.array(menuItemSchema),
  button: z.array(buttonSchema),
  collect: z.array(menuShortcutSchema),
  history: z.array(menuShortcutSchema),
});
export type Profile = z.infer<typeof profileSchema>;
export const permissionListResponseSchema = okEnvelope(profileSchema);
