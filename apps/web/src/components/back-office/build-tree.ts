/** A flat record of a parent/child list (menus and buttons): parentId 0 marks a root. */
export interface FlatTreeItem {
  id: number;
  parentId: number;
  name: string;
  type?: string;
}

export interface TreeNode<Item extends FlatTreeItem> {
  item: Item;
  children: TreeNode<Item>[];
}

/**
 * The flat list as a tree, keeping the list's order among siblings. An item whose parent is
 * missing (filtered out, or removed) shows as a root rather than vanishing.
 */
export function buildTree<Item extends FlatTreeItem>(items: Item[]): TreeNode<Item>[] {
  const nodes = new Map(items.map((item) => [item.id, { item, children: [] as TreeNode<Item>[] }]));
  const roots: TreeNode<Item>[] = [];
  for (const node of nodes.values()) {
    const parent = node.item.parentId === node.item.id ? undefined : nodes.get(node.item.parentId);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

/** Ids of items with children. */
export function parentIds(items: FlatTreeItem[]): Set<number> {
  const ids = new Set(items.map((item) => item.id));
  return new Set(
    items.filter((item) => ids.has(item.parentId) && item.parentId !== item.id).map((item) => item.parentId),
  );
}
