import { z } from 'zod';
import { okEnvelope } from '../api/envelope';
import { idSchema, optionalText, requiredText, sortSchema, textTypeError } from '../common/fields';
import { MENU_ROOT_PARENT_ID, MENU_TYPES } from '../permission/menu-codes';

/**
 * Menus and buttons are the platform's: one tree shared by every tenant. A button's code is a
 * permission code (rbac/permissions.ts) that routes check on every request.
 */

/** 0 or 1 as the profile's menu entries carry them; a form's switch may send true/false. */
export function flagSchema(label: string) {
  return z
    .union([z.literal(0), z.literal(1), z.boolean()], { error: `${label}须为 0 或 1` })
    .transform((value): 0 | 1 => (value === true || value === 1 ? 1 : 0));
}

export const menuCodeSchema = (label: string) =>
  z
    .string({ error: textTypeError(label) })
    .trim()
    .min(1, { error: `请输入${label}` })
    .max(64, { error: `${label}不能超过 64 个字符` })
    .regex(/^[A-Za-z0-9_:-]+$/, { error: `${label}只能包含英文字母、数字、下划线、冒号或连字符` });

const parentIdSchema = z.coerce
  .number({ error: '上级菜单编号必须是数字' })
  .int({ error: '上级菜单编号必须是整数' })
  .min(MENU_ROOT_PARENT_ID, { error: '上级菜单编号不能小于 0' })
  .max(2_147_483_647, { error: '上级菜单编号超出范围' });

/** The fields of a menu entry, for the menu form's rules. */
export const menuFieldsSchema = z.object({
  /** 0 puts the menu at the top level. */
  parentId: parentIdSchema.default(MENU_ROOT_PARENT_ID),
  code: menuCodeSchema('菜单编码'),
  name: requiredText('菜单名称', 50),
  // A path inside the site: '//host' or a backslash would lead a menu link off it.
  path: optionalText('路由地址', 200).refine(
    (path) => path === undefined || (path.startsWith('/') && !path.startsWith('//') && !path.includes('\\')),
    { error: '路由地址须为站内路径，以单个 / 开头，例如 /personalcenter/menuManage' },
  ),
  /** A value of the menu_icon dictionary. */
  icon: optionalText('菜单图标', 50),
  sort: sortSchema().default(0),
  isHidden: flagSchema('是否隐藏').default(0),
  metaKeepalive: flagSchema('是否缓存').default(0),
});
export type MenuFields = z.infer<typeof menuFieldsSchema>;

/** The fields of a button, for the button form's rules. A button always sits under a menu. */
export const buttonFieldsSchema = z.object({
  parentId: z.coerce
    .number({ error: '请选择所属菜单' })
    .int({ error: '所属菜单编号必须是整数' })
    .positive({ error: '请选择所属菜单' })
    .max(2_147_483_647, { error: '所属菜单编号超出范围' }),
  code: menuCodeSchema('按钮编码'),
  name: requiredText('按钮名称', 50),
  sort: sortSchema().default(0),
});
export type ButtonFields = z.infer<typeof buttonFieldsSchema>;

const menuTypeError = { error: '请选择类型：菜单（menu）或按钮（button）' };

export const menuAddBodySchema = z.discriminatedUnion(
  'type',
  [
    menuFieldsSchema.extend({ type: z.literal('menu') }),
    buttonFieldsSchema.extend({ type: z.literal('button') }),
  ],
  menuTypeError,
);
export type MenuAddBody = z.infer<typeof menuAddBodySchema>;
export type MenuAddInput = z.input<typeof menuAddBodySchema>;

const menuIdSchema = idSchema('菜单编号');
export const menuEditBodySchema = z.discriminatedUnion(
  'type',
  [
    menuFieldsSchema.extend({ type: z.literal('menu'), id: menuIdSchema }),
    buttonFieldsSchema.extend({ type: z.literal('button'), id: menuIdSchema }),
  ],
  menuTypeError,
);
export type MenuEditBody = z.infer<typeof menuEditBodySchema>;
export type MenuEditInput = z.input<typeof menuEditBodySchema>;

/** One entry of the menu management tree table: flat, with parentId, and how many roles hold it. */
export const menuNodeSchema = z.object({
  id: z.number().int(),
  parentId: z.number().int(),
  type: z.enum(MENU_TYPES),
  code: z.string(),
  name: z.string(),
  path: z.string().nullable(),
  icon: z.string().nullable(),
  sort: z.number().int(),
  isHidden: z.union([z.literal(0), z.literal(1)]),
  metaKeepalive: z.union([z.literal(0), z.literal(1)]),
  /** Roles of any tenant granted this entry. */
  roleCount: z.number().int(),
  /** The server checks this code on its routes: it cannot be changed or removed. */
  isSystem: z.boolean(),
});
export type MenuNode = z.infer<typeof menuNodeSchema>;

export const menuTreeResponseSchema = okEnvelope(z.array(menuNodeSchema));
export const menuResponseSchema = okEnvelope(menuNodeSchema);

export const menuRemoveParamsSchema = z.object({ id: menuIdSchema });
export const menuRemoveResponseSchema = okEnvelope(z.null());

/** "Maintain": new sort numbers and hidden flags for many entries, saved together. */
export const menuMaintainItemSchema = z.object({
  id: menuIdSchema,
  sort: sortSchema(),
  isHidden: flagSchema('是否隐藏'),
});
export const menuMaintainBodySchema = z.object({
  items: z
    .array(menuMaintainItemSchema, { error: '请提供要保存的菜单列表 items' })
    .min(1, { error: '没有需要保存的菜单' })
    .max(1000, { error: '一次最多保存 1000 个菜单' })
    .refine((items) => new Set(items.map((item) => item.id)).size === items.length, {
      error: '菜单列表中有重复的菜单编号',
    }),
});
export type MenuMaintainBody = z.infer<typeof menuMaintainBodySchema>;
export type MenuMaintainItem = z.infer<typeof menuMaintainItemSchema>;
export const menuMaintainResponseSchema = okEnvelope(z.object({ updated: z.number().int() }));
