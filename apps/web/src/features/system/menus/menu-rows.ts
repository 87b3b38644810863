import type { MenuNode } from '@lyp/shared/system/menu-admin.schemas';
import { buildTree, type TreeNode } from '../../../components/back-office';

/** A row of the tree table: antd's tree data wants `children` only on rows that have some. */
export type MenuRow = MenuNode & { children?: MenuRow[] };

function toRows(nodes: TreeNode<MenuNode>[]): MenuRow[] {
  return nodes.map(({ item, children }) =>
    children.length > 0 ? { ...item, children: toRows(children) } : { ...item },
  );
}

const bySortThenId = (a: MenuNode, b: MenuNode) => a.sort - b.sort || a.id - b.id;

/** The flat list the server sends, as nested rows in display order. */
export function toMenuRows(nodes: MenuNode[]): MenuRow[] {
  return toRows(buildTree([...nodes].sort(bySortThenId)));
}

export interface MenuChoice {
  value: number;
  title: string;
  children?: MenuChoice[];
  disabled?: boolean;
}

/** Value of the top level in the parent picker (parentId 0). */
export const ROOT_PARENT = 0;

/**
 * Menus (never buttons) for a parent picker. The entry being edited and everything under it
 * are left out: a menu cannot move under itself or one of its descendants.
 */
export function parentChoices(
  nodes: MenuNode[],
  options: { excludeId?: number; withRoot: boolean },
): MenuChoice[] {
  const toChoices = (tree: TreeNode<MenuNode>[]): MenuChoice[] =>
    tree
      .filter(({ item }) => item.type === 'menu' && item.id !== options.excludeId)
      .map(({ item, children }) => {
        const nested = toChoices(children);
        return nested.length > 0
          ? { value: item.id, title: item.name, children: nested }
          : { value: item.id, title: item.name };
      });
  const menus = toChoices(buildTree([...nodes].sort(bySortThenId)));
  return options.withRoot ? [{ value: ROOT_PARENT, title: '顶级菜单', children: menus }] : menus;
}
