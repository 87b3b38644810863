import { PAGE_ROUTES } from '@lyp/shared/navigation/routes';
import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import { describe, expect, it } from 'vitest';
import { MENU_TREE, type MenuSeed } from './menu-tree.seed';
import { ROLES } from './roles.seed';

const everyMenu = (nodes: readonly MenuSeed[]): MenuSeed[] =>
  nodes.flatMap((node) => [node, ...everyMenu(node.children ?? [])]);
const routeByPath = new Map(Object.values(PAGE_ROUTES).map((route) => [route.path, route]));

describe('the seeded menu tree', () => {
  it('points every menu path at a route of the shared page table', () => {
    const paths = everyMenu(MENU_TREE).flatMap((menu) => (menu.path ? [menu.path] : []));
    expect(paths.length).toBeGreaterThan(25);
    expect(paths.filter((path) => !routeByPath.has(path))).toEqual([]);
  });

  // Otherwise a built-in role would see an entry in its menu that opens onto the 403 page.
  it('gives each built-in role the permission of every page its menu shows', () => {
    const byCode = new Map(everyMenu(MENU_TREE).map((menu) => [menu.code, menu]));
    for (const role of ROLES) {
      const granted = role.grants === 'all' ? MENU_TREE : role.grants.map((code) => byCode.get(code)!);
      const menus = everyMenu(granted);
      const buttons = new Set(menus.flatMap((menu) => (menu.buttons ?? []).map((button) => button.code)));
      const missing = menus
        .map((menu) => (menu.path ? routeByPath.get(menu.path)?.permission : undefined))
        .filter((permission) => permission !== undefined && !buttons.has(PERMISSIONS[permission].code));
      expect([role.code, missing]).toEqual([role.code, []]);
    }
  });
});
