import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { STORAGE_PREFIX } from '../config/env';
import type { MenuMode } from '../lib/side-menu';

/** Layout state of spec §3; menuType, collapsed and pId live in session storage. */
export interface LayoutFields {
  menuType: MenuMode;
  hideMenuIcon: boolean;
  collapsed: boolean;
  /** Height available to a page's table, and the scroll height of its body. */
  tableHeight: number;
  tableScrollY: number;
  /** Id of the open top-level menu. */
  pId: number | null;
}

export interface LayoutActions {
  setMenuType(menuType: MenuMode): void;
  setCollapsed(collapsed: boolean): void;
  setPId(pId: number | null): void;
  setHideMenuIcon(hide: boolean): void;
  /** Fits tables to the window: header, tabs, search bar and pager take the rest. */
  measure(viewportHeight: number): void;
  /** Back to the defaults, when the user signs out. */
  reset(): void;
}

const TABLE_CHROME_PX = 300;
const TABLE_HEADER_PX = 55;

export function createLayoutStore(area: () => Storage) {
  return create<LayoutFields & LayoutActions>()(
    persist(
      (set) => ({
        menuType: 'side',
        hideMenuIcon: false,
        collapsed: false,
        tableHeight: 0,
        tableScrollY: 0,
        pId: null,
        setMenuType: (menuType) => set({ menuType }),
        setCollapsed: (collapsed) => set({ collapsed }),
        setPId: (pId) => set({ pId }),
        setHideMenuIcon: (hideMenuIcon) => set({ hideMenuIcon }),
        reset: () => set({ menuType: 'side', hideMenuIcon: false, collapsed: false, pId: null }),
        measure: (viewportHeight) => {
          const tableHeight = Math.max(240, viewportHeight - TABLE_CHROME_PX);
          set({ tableHeight, tableScrollY: tableHeight - TABLE_HEADER_PX });
        },
      }),
      {
        name: `${STORAGE_PREFIX}LAYOUT`.toUpperCase(),
        storage: createJSONStorage(area),
        partialize: ({ menuType, collapsed, pId }) => ({ menuType, collapsed, pId }),
      },
    ),
  );
}

export const useLayoutStore = createLayoutStore(() => window.sessionStorage);
