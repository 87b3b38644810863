import type { MenusServiceDeps } from './menus-deps';
import { addMenu } from './use-cases/add-menu';
import { editMenu } from './use-cases/edit-menu';
import { listMenuTree } from './use-cases/list-menu-tree';
import { maintainMenus } from './use-cases/maintain-menus';
import { removeMenu } from './use-cases/remove-menu';

export type { MenusServiceDeps } from './menus-deps';

export function createMenusService(deps: MenusServiceDeps) {
  return {
    tree: listMenuTree(deps),
    add: addMenu(deps),
    edit: editMenu(deps),
    remove: removeMenu(deps),
    maintain: maintainMenus(deps),
  };
}

export type MenusService = ReturnType<typeof createMenusService>;
