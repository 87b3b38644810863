import type { MenuItem } from '@lyp/shared/permission/permission.schemas';
import { describe, expect, it } from 'vitest';
import { menuItem } from '../../test/menu-item';
import { ancestorIds, buildSideMenu, findMenuByPath, isLeafMenu, keepExistingMenus } from './side-menu';

/** A menu entry named after its code, at /personalcenter/<code> unless told otherwise. */
const item = (id: number, parentId: number, code: string, extra: Partial<MenuItem> = {}): MenuItem =>
  menuItem(id, parentId, code, code, { path: `/personalcenter/${code}`, ...extra });

const MENU: MenuItem[] = [
  item(1, 0, 'Dashboard', { path: '/personalcenter' }),
  item(2, 1, 'DashboardIndex', { path: '/personalcenter/home' }),
  item(3, 0, '404'),
  item(4, 0, 'BuyerCenter', { path: null, sort: 30 }),
  item(6, 4, 'MyOrder', { sort: 2 }),
  item(5, 4, 'MyBid', { sort: 1 }),
  item(7, 6, 'MyOrderPayment', { path: '/personalcenter/myOrder/payment', isHidden: 1 }),
  item(8, 5, 'bid_place', { type: 'button', path: null }),
];

const codes = (tree: ReturnType<typeof buildSideMenu>): unknown[] =>
  tree.map((node) => (node.children.length ? [node.code, codes(node.children)] : node.code));

describe('the side menu', () => {
  it('builds the tree from parentId in sort order, leaving out 404, hidden entries and buttons', () => {
    expect(codes(buildSideMenu(MENU, 'side'))).toEqual([
      ['Dashboard', ['DashboardIndex']],
      ['BuyerCenter', ['MyBid', 'MyOrder']],
    ]);
  });

  it('leaves the dashboard out in tiling mode', () => {
    expect(codes(buildSideMenu(MENU, 'tiling'))).toEqual([['BuyerCenter', ['MyBid', 'MyOrder']]]);
  });

  it('starts every entry with its favourite star hidden', () => {
    const tree = buildSideMenu(MENU, 'side');
    expect(tree.every((node) => node.showCollect === false)).toBe(true);
    expect(tree[1]?.children.every((node) => node.showCollect === false)).toBe(true);
  });

  it('keeps in the recent list only menus the user still has', () => {
    const shortcut = (menuId: number) => ({
      menuId,
      code: 'x',
      name: 'x',
      path: null,
      at: '2026-11-22T00:00:00.000Z',
    });
    expect(
      keepExistingMenus([shortcut(5), shortcut(99), shortcut(6)], MENU).map((entry) => entry.menuId),
    ).toEqual([5, 6]);
  });

  it('finds the menu of a page, preferring the longest matching path', () => {
    expect(findMenuByPath(MENU, '/personalcenter/myOrder/payment')?.code).toBe('MyOrderPayment');
    expect(findMenuByPath(MENU, '/personalcenter/MyBid')?.code).toBe('MyBid');
    expect(findMenuByPath(MENU, '/personalcenter/home')?.code).toBe('DashboardIndex');
    expect(findMenuByPath(MENU, '/morebid')).toBeUndefined();
  });

  it('tells pages from groups and walks up to the root', () => {
    expect(isLeafMenu(MENU, 5)).toBe(true);
    expect(isLeafMenu(MENU, 4)).toBe(false);
    // MyOrder's only child (the payment page) is hidden: MyOrder is still a page.
    expect(isLeafMenu(MENU, 6)).toBe(true);
    expect(ancestorIds(MENU, 7)).toEqual([4, 6]);
  });
});
