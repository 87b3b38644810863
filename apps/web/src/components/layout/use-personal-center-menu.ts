import type { MenuShortcut } from '@lyp/shared/permission/permission.schemas';
import { useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ancestorIds, findMenuByPath, isLeafMenu, type SideMenuItem } from '../../lib/side-menu';
import { useLayoutStore } from '../../stores/layout-store';
import { useSessionStore } from '../../stores/session-store';
import type { SideMenuProps } from './side-menu';

export interface PersonalCenterMenuOptions {
  onMenuVisit(menuId: number): void;
  onToggleFavourite(menuId: number, collected: boolean): void;
  /** After a menu entry or shortcut was followed (the phone's drawer closes). */
  onNavigated(): void;
}

/**
 * The personal centre's menu around the current page: which entry it is, the groups open
 * around it, its breadcrumb, and the side menu's props. Visiting a page records it.
 */
export function usePersonalCenterMenu({
  onMenuVisit,
  onToggleFavourite,
  onNavigated,
}: PersonalCenterMenuOptions) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const menu = useSessionStore((state) => state.menu);
  const sideMenu = useSessionStore((state) => state.sideMenu);
  const favourites = useSessionStore((state) => state.MenuCollect);
  const { pId, setPId } = useLayoutStore();

  const current = useMemo(() => findMenuByPath(menu, pathname), [menu, pathname]);
  const currentId = current?.id;
  // Only pages count as visits, not the groups above them.
  const visitedPageId = currentId !== undefined && isLeafMenu(menu, currentId) ? currentId : undefined;
  useEffect(() => {
    if (visitedPageId !== undefined) onMenuVisit(visitedPageId);
  }, [visitedPageId, onMenuVisit]);

  const trail = current ? [...ancestorIds(menu, current.id), current.id] : [];
  const openIds = pId !== null ? [pId] : trail.slice(0, -1);
  // A new page opens the groups around it, not the group opened by hand before. Only a change
  // of page does: the menu drawn again for the same page (a reload, the shell mounted afresh
  // when a lazy part arrives) keeps the group the user opened.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    setPId(null);
  }, [pathname, setPId]);
  const breadcrumb = trail
    .map((id) => menu.find((item) => item.id === id))
    .filter((item) => item !== undefined)
    .map((item) => ({ title: item.name }));

  const go = (path: string | null) => {
    if (path) void navigate(path);
    onNavigated();
  };
  const menuProps: Omit<SideMenuProps, 'mode'> = {
    items: sideMenu,
    favourites,
    ...(currentId !== undefined ? { selectedId: currentId } : {}),
    onOpenChange: (ids: number[]) => setPId(ids.find((id) => !openIds.includes(id)) ?? null),
    onNavigate: (item: SideMenuItem) => go(item.path),
    onToggleFavourite,
  };
  // The current page as the favourites dropdown offers it: pages only, not groups.
  const currentPage =
    visitedPageId !== undefined && current
      ? {
          menuId: visitedPageId,
          name: current.name,
          collected: favourites.some((favourite) => favourite.menuId === visitedPageId),
        }
      : undefined;

  return {
    currentId,
    currentPage,
    breadcrumb,
    openIds,
    favourites,
    menuProps,
    openShortcut: (shortcut: MenuShortcut) => go(shortcut.path),
  };
}

export type PersonalCenterMenu = ReturnType<typeof usePersonalCenterMenu>;
