import type { MenuMaintainItem, MenuNode } from '@lyp/shared/system/menu-admin.schemas';

/** Order and visibility being edited in maintain mode, by menu id. */
export type MaintainDrafts = ReadonlyMap<number, { sort: number; isHidden: 0 | 1 }>;

export function draftsOf(nodes: MenuNode[]): MaintainDrafts {
  return new Map(nodes.map((node) => [node.id, { sort: node.sort, isHidden: node.isHidden }]));
}

/** The nodes as the drafts would leave them. */
export function applyDrafts(nodes: MenuNode[], drafts: MaintainDrafts): MenuNode[] {
  return nodes.map((node) => ({ ...node, ...drafts.get(node.id) }));
}

/**
 * Moves an entry one place up or down among its siblings and numbers the siblings 10, 20, 30…
 * so the new order holds whatever their sort numbers were (equal numbers included).
 */
export function moveAmongSiblings(
  nodes: MenuNode[],
  drafts: MaintainDrafts,
  id: number,
  direction: -1 | 1,
): MaintainDrafts {
  const current = applyDrafts(nodes, drafts);
  const moving = current.find((node) => node.id === id);
  if (!moving) return drafts;
  const siblings = current
    .filter((node) => node.parentId === moving.parentId)
    .sort((a, b) => a.sort - b.sort || a.id - b.id);
  const from = siblings.findIndex((node) => node.id === id);
  const to = from + direction;
  if (to < 0 || to >= siblings.length) return drafts;
  [siblings[from], siblings[to]] = [siblings[to]!, siblings[from]!];
  const next = new Map(drafts);
  siblings.forEach((node, index) => next.set(node.id, { ...next.get(node.id)!, sort: (index + 1) * 10 }));
  return next;
}

/** Only what changed, for one batch save. */
export function changedItems(nodes: MenuNode[], drafts: MaintainDrafts): MenuMaintainItem[] {
  return nodes.flatMap((node) => {
    const draft = drafts.get(node.id);
    if (!draft || (draft.sort === node.sort && draft.isHidden === node.isHidden)) return [];
    return [{ id: node.id, sort: draft.sort, isHidden: draft.isHidden }];
  });
}
