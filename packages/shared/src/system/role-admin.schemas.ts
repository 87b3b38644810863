import { z } from 'zod';
import { okEnvelope, pageOf, pageQuerySchema } from '../api/envelope';
import { idSchema, optionalText, requiredText, sortSchema, textTypeError } from '../common/fields';
import { timestampSchema } from '../common/time';
import { MENU_TYPES } from '../permission/menu-codes';

/** Roles belong to a tenant; every read and change is limited to the caller's tenant. */

export const roleCodeSchema = z
  .string({ error: textTypeError('角色编码') })
  .trim()
  .min(1, { error: '请输入角色编码' })
  .regex(/^[A-Za-z][A-Za-z0-9_]{1,49}$/, {
    error: '角色编码须以英文字母开头，由 2–50 位英文字母、数字或下划线组成',
  });

export const roleSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  sort: z.number().int(),
  /** One of the built-in roles (rbac/roles.ts): its code is fixed and it cannot be deleted. */
  isBuiltIn: z.boolean(),
  /** Users holding the role. */
  userCount: z.number().int(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type Role = z.infer<typeof roleSchema>;

export const ROLE_SORT_FIELDS = ['sort', 'name', 'code', 'createdAt'] as const;
export type RoleSortField = (typeof ROLE_SORT_FIELDS)[number];

export const rolePageBodySchema = pageQuerySchema.extend({
  name: optionalText('角色名称', 50),
  code: optionalText('角色编码', 50),
  sort: z.enum(ROLE_SORT_FIELDS, { error: '排序字段只能是 sort、name、code 或 createdAt' }).optional(),
  order: z.enum(['asc', 'desc'], { error: '排序方向只能是 asc 或 desc' }).optional(),
});
export type RolePageBody = z.infer<typeof rolePageBodySchema>;
export const rolePageResponseSchema = okEnvelope(pageOf(roleSchema));

/** For selects (the user form): every role of the caller's tenant, in display order. */
export const roleOptionSchema = z.object({ id: z.number().int(), code: z.string(), name: z.string() });
export type RoleOption = z.infer<typeof roleOptionSchema>;
export const roleListBodySchema = z.object({});
export const roleListResponseSchema = okEnvelope(z.array(roleOptionSchema));

export const roleAddBodySchema = z.object({
  code: roleCodeSchema,
  name: requiredText('角色名称', 50),
  description: optionalText('角色描述', 200),
  sort: sortSchema().default(0),
});
export type RoleAddBody = z.infer<typeof roleAddBodySchema>;

const roleIdSchema = idSchema('角色编号');
export const roleEditBodySchema = roleAddBodySchema.extend({ id: roleIdSchema });
export type RoleEditBody = z.infer<typeof roleEditBodySchema>;
export const roleResponseSchema = okEnvelope(roleSchema);

export const roleIdParamsSchema = z.object({ id: roleIdSchema });
export const roleRemoveResponseSchema = okEnvelope(z.null());

/** The menus and buttons a role holds, by id. */
export const roleMenusSchema = z.object({ roleId: z.number().int(), menuIds: z.array(z.number().int()) });
export type RoleMenus = z.infer<typeof roleMenusSchema>;

/** One entry of the tree a role is granted from (RoleResource): every menu and button. */
export const grantableMenuSchema = z.object({
  id: z.number().int(),
  parentId: z.number().int(),
  type: z.enum(MENU_TYPES),
  code: z.string(),
  name: z.string(),
});
export type GrantableMenu = z.infer<typeof grantableMenuSchema>;

/**
 * What RoleResource shows: the role's ids and the whole tree, so assigning needs only the role
 * buttons, not the menu-management ones.
 */
export const roleMenusResponseSchema = okEnvelope(
  roleMenusSchema.extend({ items: z.array(grantableMenuSchema) }),
);
export type RoleMenusWithTree = RoleMenus & { items: GrantableMenu[] };

/**
 * Replaces what a role holds. The web sends the tree's checked and half-checked ids; the server
 * adds any missing ancestor menu itself, because the side menu needs the parents of a granted menu.
 */
export const roleGrantBodySchema = z.object({
  roleId: roleIdSchema,
  menuIds: z
    .array(idSchema('菜单编号'), { error: '请提供菜单编号列表 menuIds' })
    .max(2000, { error: '菜单编号列表不能超过 2000 项' })
    .transform((ids) => [...new Set(ids)]),
});
export type RoleGrantBody = z.infer<typeof roleGrantBodySchema>;
export const roleGrantResponseSchema = okEnvelope(roleMenusSchema);
