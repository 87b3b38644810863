import type { MenuItem } from '@lyp/shared/permission/permission.schemas';
import { grantableItems } from '../../../components/sub-accounts';

export interface GrantSummary {
  /** Names of the granted pages, in menu order. */
  pages: string[];
  buttons: number;
}

/** A sub-account's grants in a few words: which pages, and how many buttons on them. */
export function grantSummary(menuIds: number[], menus: MenuItem[]): GrantSummary {
  const granted = new Set(menuIds);
  const items = grantableItems(menus).filter((item) => granted.has(item.id));
  return {
    pages: items
      .filter((item) => item.type === 'menu' && item.path && item.isHidden === 0)
      .map((item) => item.name),
    buttons: items.filter((item) => item.type === 'button').length,
  };
}
