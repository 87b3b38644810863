import type { MenuNode } from '@lyp/shared/system/menu-admin.schemas';
import { toNode } from '../menu.view';
import type { MenusServiceDeps } from '../menus-deps';

export function listMenuTree(deps: MenusServiceDeps) {
  const { menus } = deps;
  return async (): Promise<MenuNode[]> => (await menus.listAll()).map(toNode);
}
