import { z } from 'zod';
import { okEnvelope } from '../api/envelope';
import { idSchema, optionalText, phoneSchema, requiredText } from '../common/fields';
import { timestampSchema } from '../common/time';
import { menuItemSchema } from '../permission/permission.schemas';

/**
 * 子账号: a staff account of a certified company. It signs in with its own phone, acts only
 * for that company, and holds exactly the menus and buttons the company grants it (never more
 * than the company's own account holds).
 */
export const subAccountSchema = z.object({
  userId: z.number().int(),
  phone: z.string(),
  actualName: z.string(),
  status: z.enum(['active', 'disabled']),
  remark: z.string().nullable(),
  /** Granted menus and buttons (ids of the menu tree). */
  menuIds: z.array(z.number().int()),
  createdAt: timestampSchema,
});
export type SubAccount = z.infer<typeof subAccountSchema>;

/** The company's sub-accounts, and the menus and buttons it may grant them. */
export const subAccountListSchema = z.object({
  records: z.array(subAccountSchema),
  grantableMenus: z.array(menuItemSchema),
});
export type SubAccountList = z.infer<typeof subAccountListSchema>;
export const subAccountListResponseSchema = okEnvelope(subAccountListSchema);

const grantFields = {
  actualName: requiredText('姓名', 30),
  remark: optionalText('备注', 100),
  menuIds: z
    .array(idSchema('菜单编号'), { error: '请选择子账号的权限' })
    .min(1, { error: '请至少授予子账号一项权限' })
    .max(500, { error: '授权项不能超过 500 个' }),
};

export const subAccountAddBodySchema = z.object({ phone: phoneSchema, ...grantFields });
export type SubAccountAddBody = z.infer<typeof subAccountAddBodySchema>;

export const subAccountUpdateBodySchema = z.object({
  userId: idSchema('子账号编号'),
  ...grantFields,
  enabled: z.boolean({ error: '启用状态须为布尔值' }),
});
export type SubAccountUpdateBody = z.infer<typeof subAccountUpdateBodySchema>;

export const subAccountIdBodySchema = z.object({ userId: idSchema('子账号编号') });
export type SubAccountIdBody = z.infer<typeof subAccountIdBodySchema>;

/** A new sub-account: its temporary password, shown this once; it must be changed at sign-in. */
export const subAccountAddResponseSchema = okEnvelope(
  z.object({ account: subAccountSchema, temporaryPassword: z.string() }),
);
export const subAccountResponseSchema = okEnvelope(subAccountSchema);
