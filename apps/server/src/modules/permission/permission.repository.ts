import type { Db } from '../../db/client';
import { createGrantedMenuQueries } from './granted-menus.queries';
import { createMenuShortcutQueries } from './menu-shortcuts.queries';

export type { CompanyStanding } from './granted-menus.queries';
export type { MenuVisit } from './menu-shortcuts.queries';

export function createPermissionRepository(db: Db) {
  return {
    ...createGrantedMenuQueries(db),
    ...createMenuShortcutQueries(db),
  };
}

export type PermissionRepository = ReturnType<typeof createPermissionRepository>;
