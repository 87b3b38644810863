import { MENU_CODES, type MenuItem } from '@lyp/shared/permission/permission.schemas';

/** Entries every account holds anyway (the personal home, the not-found page): nothing to grant. */
const ALWAYS_GRANTED: readonly string[] = [
  MENU_CODES.dashboard,
  MENU_CODES.dashboardIndex,
  MENU_CODES.notFound,
];

/**
 * What a grant tree offers: the company's grantable menus and buttons, less those every account
 * holds. Hidden pages stay (公告编辑 is part of 信息发布's work, though not in the side menu).
 */
export function grantableItems(menus: MenuItem[]): MenuItem[] {
  return menus.filter((item) => !ALWAYS_GRANTED.includes(item.code));
}
