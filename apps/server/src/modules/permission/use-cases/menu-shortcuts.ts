import type {
  MenuCollectBody,
  MenuHistoryBody,
  MenuItem,
  MenuShortcut,
} from '@lyp/shared/permission/permission.schemas';
import { AppError } from '../../../lib/app-error';
import type { Principal } from '../../../lib/principal';
import type { PermissionServiceDeps } from '../permission-deps';
import { toShortcuts } from '../permission.view';

/** Checks that a shortcut points at one of the caller's own menus. */
function grantedMenuCheck(deps: PermissionServiceDeps) {
  const { permissions } = deps;

  /** The caller's own menus (not buttons), by id: shortcuts may only point at these. */
  async function grantedMenus(principal: Principal): Promise<Map<number, MenuItem>> {
    const granted = await permissions.listGrantedMenus(principal.userId, principal.orgId);
    return new Map(granted.filter((item) => item.type === 'menu').map((item) => [item.id, item]));
  }

  async function requireGrantedMenu(principal: Principal, menuId: number): Promise<Map<number, MenuItem>> {
    const menuById = await grantedMenus(principal);
    if (!menuById.has(menuId)) throw new AppError('MENU_NOT_GRANTED');
    return menuById;
  }

  return requireGrantedMenu;
}

/** Adds a menu to the caller's favourites (MenuCollect) or removes it. */
export function setFavouriteMenu(deps: PermissionServiceDeps) {
  const { permissions, clock } = deps;
  const requireGrantedMenu = grantedMenuCheck(deps);
  return async (principal: Principal, body: MenuCollectBody): Promise<MenuShortcut[]> => {
    const menuById = await requireGrantedMenu(principal, body.menuId);
    await permissions.setFavourite(principal.userId, body.menuId, body.collected, clock.now());
    return toShortcuts(await permissions.listFavourites(principal.userId), menuById);
  };
}

/** Records that the caller opened a menu (MenuHistory), newest first. */
export function recordMenuVisit(deps: PermissionServiceDeps) {
  const { permissions, clock } = deps;
  const requireGrantedMenu = grantedMenuCheck(deps);
  return async (principal: Principal, body: MenuHistoryBody): Promise<MenuShortcut[]> => {
    const menuById = await requireGrantedMenu(principal, body.menuId);
    await permissions.recordVisit(principal.userId, body.menuId, clock.now());
    return toShortcuts(await permissions.listHistory(principal.userId), menuById);
  };
}
