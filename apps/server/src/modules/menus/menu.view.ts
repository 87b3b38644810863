import type { MenuAddBody, MenuNode } from '@lyp/shared/system/menu-admin.schemas';
import type { MenuRecord, MenuRow, MenuValues } from './menus.repository';
import { SYSTEM_MENU_CODES } from './system-menu-codes';

export const TYPE_LABEL = { menu: '菜单', button: '按钮' } as const;

export const toNode = (row: MenuRow): MenuNode => ({
  id: row.id,
  parentId: row.parentId,
  type: row.type,
  code: row.code,
  name: row.name,
  path: row.path,
  icon: row.icon,
  sort: row.sort,
  isHidden: row.isHidden,
  metaKeepalive: row.metaKeepalive,
  roleCount: row.roleCount,
  isSystem: SYSTEM_MENU_CODES.has(row.code),
});

/** What the operation log keeps of an entry. */
export const snapshot = (menu: MenuRecord) => ({
  parentId: menu.parentId,
  type: menu.type,
  code: menu.code,
  name: menu.name,
  path: menu.path,
  icon: menu.icon,
  sort: menu.sort,
  isHidden: menu.isHidden,
  metaKeepalive: menu.metaKeepalive,
});

/** The stored columns of an add or edit body: a button has no path, icon or flags. */
export function valuesOf(body: MenuAddBody): MenuValues {
  if (body.type === 'button') {
    return {
      type: 'button',
      parentId: body.parentId,
      code: body.code,
      name: body.name,
      sort: body.sort,
      path: null,
      icon: null,
      isHidden: 0,
      metaKeepalive: 0,
    };
  }
  return {
    type: 'menu',
    parentId: body.parentId,
    code: body.code,
    name: body.name,
    path: body.path ?? null,
    icon: body.icon ?? null,
    sort: body.sort,
    isHidden: body.isHidden,
    metaKeepalive: body.metaKeepalive,
  };
}
