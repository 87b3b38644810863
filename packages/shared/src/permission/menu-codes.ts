/** Menu constants, free of zod: the web app's first screen builds the side menu with them. */
export const MENU_TYPES = ['menu', 'button'] as const;
export type MenuType = (typeof MENU_TYPES)[number];

/** Root entries of the menu tree have this parentId. */
export const MENU_ROOT_PARENT_ID = 0;

/** Menu codes the side menu treats specially (spec §2). */
export const MENU_CODES = {
  dashboard: 'Dashboard',
  dashboardIndex: 'DashboardIndex',
  notFound: '404',
} as const;
