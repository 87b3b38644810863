import { describe, expect, it } from 'vitest';
import { applyDrafts, changedItems, draftsOf, moveAmongSiblings } from './maintain-drafts';
import { menuNode } from './menu-node.fixture';

const node = (id: number, parentId: number, sort: number) =>
  menuNode({ id, parentId, sort, code: `M${id}`, name: `菜单${id}` });

// Two siblings share sort 10; another menu lives elsewhere in the tree.
const NODES = [node(1, 0, 10), node(2, 0, 10), node(3, 0, 30), node(4, 1, 10)];

describe('maintain drafts', () => {
  it('move an entry among its siblings only, numbering them so equal sorts keep the new order', () => {
    const drafts = moveAmongSiblings(NODES, draftsOf(NODES), 3, -1);
    const order = applyDrafts(NODES, drafts)
      .filter((entry) => entry.parentId === 0)
      .sort((a, b) => a.sort - b.sort)
      .map((entry) => entry.id);
    expect(order).toEqual([1, 3, 2]);
    expect(drafts.get(4)).toEqual({ sort: 10, isHidden: 0 });
  });

  it('leave the first entry where it is when asked to move it up', () => {
    const drafts = draftsOf(NODES);
    expect(moveAmongSiblings(NODES, drafts, 1, -1)).toBe(drafts);
  });

  it('report only the entries whose order or visibility changed', () => {
    const drafts = new Map(draftsOf(NODES)).set(4, { sort: 10, isHidden: 1 });
    const moved = moveAmongSiblings(NODES, drafts, 2, 1);
    expect(changedItems(NODES, moved)).toEqual([
      { id: 2, sort: 30, isHidden: 0 },
      { id: 3, sort: 20, isHidden: 0 },
      { id: 4, sort: 10, isHidden: 1 },
    ]);
  });
});
