import { MENU_CODES, MENU_ROOT_PARENT_ID } from '@lyp/shared/permission/menu-codes';
import type { MenuItem, MenuShortcut } from '@lyp/shared/permission/permission.schemas';

/** Side menu: the vertical tree. Tiling: the top-level groups laid out across the page. */
export type MenuMode = 'side' | 'tiling';

export interface SideMenuItem extends MenuItem {
  children: SideMenuItem[];
  /** Whether the favourite star shows (on hover); starts hidden. */
  showCollect: boolean;
}

/** Spec §2: 404 never shows, hidden entries never show, the dashboard is left out when tiling. */
function isShown(item: MenuItem, mode: MenuMode): boolean {
  if (item.type !== 'menu' || item.code === MENU_CODES.notFound || item.isHidden !== 0) return false;
  if (mode === 'tiling' && (item.code === MENU_CODES.dashboard || item.code === MENU_CODES.dashboardIndex))
    return false;
  return true;
}

/** The tree from parentId (root 0), in sort order; a left-out entry takes its children with it. */
export function buildSideMenu(menu: readonly MenuItem[], mode: MenuMode): SideMenuItem[] {
  const childrenOf = new Map<number, MenuItem[]>();
  for (const item of menu) {
    if (!isShown(item, mode)) continue;
    childrenOf.set(item.parentId, [...(childrenOf.get(item.parentId) ?? []), item]);
  }
  const build = (parentId: number): SideMenuItem[] =>
    (childrenOf.get(parentId) ?? [])
      .sort((a, b) => a.sort - b.sort || a.id - b.id)
      .map((item) => ({ ...item, children: build(item.id), showCollect: false }));
  return build(MENU_ROOT_PARENT_ID);
}

/** Recent menus keep only entries that are still in the user's menu. */
export function keepExistingMenus(
  shortcuts: readonly MenuShortcut[],
  menu: readonly MenuItem[],
): MenuShortcut[] {
  const ids = new Set(menu.map((item) => item.id));
  return shortcuts.filter((shortcut) => ids.has(shortcut.menuId));
}

/** The menu entry whose path the location is on (the longest matching path). */
export function findMenuByPath(menu: readonly MenuItem[], pathname: string): MenuItem | undefined {
  return menu
    .filter(
      (item) =>
        item.type === 'menu' && item.path && (pathname === item.path || pathname.startsWith(`${item.path}/`)),
    )
    .sort((a, b) => (b.path?.length ?? 0) - (a.path?.length ?? 0))[0];
}

/** A page of its own rather than a group; hidden children are sub-pages, not menu entries. */
export function isLeafMenu(menu: readonly MenuItem[], id: number): boolean {
  return !menu.some((item) => item.parentId === id && item.type === 'menu' && item.isHidden === 0);
}

/** Ids from the root down to the entry, for opening the submenus around the current page. */
export function ancestorIds(menu: readonly MenuItem[], id: number): number[] {
  const byId = new Map(menu.map((item) => [item.id, item]));
  const chain: number[] = [];
  for (let current = byId.get(id); current && current.parentId !== MENU_ROOT_PARENT_ID;) {
    chain.unshift(current.parentId);
    current = byId.get(current.parentId);
  }
  return chain;
}
