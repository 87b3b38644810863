import type { MenuNode } from '@lyp/shared/system/menu-admin.schemas';

/** A menu tree entry as the menu calls answer it, for the menu screens' tests: a menu at the top. */
export const menuNode = (fields: Partial<MenuNode> & Pick<MenuNode, 'id' | 'name'>): MenuNode => ({
  parentId: 0,
  type: 'menu',
  code: `Code${fields.id}`,
  path: null,
  icon: null,
  sort: 10,
  isHidden: 0,
  metaKeepalive: 0,
  roleCount: 0,
  isSystem: false,
  ...fields,
});
