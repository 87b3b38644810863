import type { MenuItem } from '@lyp/shared/permission/permission.schemas';

/** A menu entry or button of the tree, as the permission calls answer it. */
export const menuItem = (
  id: number,
  parentId: number,
  code: string,
  name: string,
  extra: Partial<MenuItem> = {},
): MenuItem => ({
  id,
  parentId,
  code,
  name,
  path: null,
  icon: null,
  sort: id,
  isHidden: 0,
  metaKeepalive: 0,
  type: 'menu',
  ...extra,
});
