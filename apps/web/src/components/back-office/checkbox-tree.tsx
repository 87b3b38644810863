import { Input, Tag, Tree, type TreeDataNode } from 'antd';
import { useMemo, useState, type Key } from 'react';
import { buildTree, parentIds, type FlatTreeItem, type TreeNode } from './build-tree';

export interface CheckboxTreeProps {
  items: FlatTreeItem[];
  /** Checked ids. Only leaves count: a parent shows checked when all its children are. */
  value?: number[];
  /**
   * Fully checked ids (leaves and parents whose children are all checked), then the
   * half-checked parents. A role usually stores both, so its side menu keeps the parents.
   * As a Form control the first argument becomes the field's value.
   */
  onChange?: (checkedIds: number[], halfCheckedIds: number[]) => void;
  /** A box above the tree that hides items whose name (and descendants' names) do not match. */
  searchable?: boolean;
  disabled?: boolean;
}

const HIDDEN = { display: 'none' };

function toTreeData(nodes: TreeNode<FlatTreeItem>[], keyword: string): TreeDataNode[] {
  return nodes.map(({ item, children }) => {
    const childData = toTreeData(children, keyword);
    // Hidden rather than left out: checking a parent must still reach all its children.
    const visible =
      !keyword || item.name.includes(keyword) || childData.some((child) => child.style !== HIDDEN);
    return {
      key: item.id,
      title:
        item.type === 'button' ? (
          <>
            {item.name} <Tag>按钮</Tag>
          </>
        ) : (
          item.name
        ),
      children: childData,
      style: visible ? undefined : HIDDEN,
    };
  });
}

/**
 * A checkbox tree over a flat {id,parentId,name,type} list (role → menus and buttons).
 * Expanded fully; a parent with some children checked shows half-checked.
 */
export function CheckboxTree({ items, value = [], onChange, searchable, disabled }: CheckboxTreeProps) {
  const [keyword, setKeyword] = useState('');
  const [expanded, setExpanded] = useState<Key[]>();
  const tree = useMemo(() => buildTree(items), [items]);
  const parents = useMemo(() => parentIds(items), [items]);
  const treeData = useMemo(() => toTreeData(tree, keyword.trim()), [tree, keyword]);

  // A stored parent id says nothing about which children were chosen: the leaves decide.
  const checkedLeaves = value.filter((id) => !parents.has(id));

  return (
    <>
      {searchable && (
        <Input.Search
          allowClear
          placeholder="搜索名称"
          onChange={(event) => setKeyword(event.target.value)}
          style={{ marginBottom: 8 }}
        />
      )}
      <Tree
        checkable
        selectable={false}
        disabled={disabled}
        treeData={treeData}
        checkedKeys={checkedLeaves}
        // Everything open until the user folds something; a search opens everything again.
        expandedKeys={keyword || !expanded ? [...parents] : expanded}
        onExpand={(keys) => setExpanded(keys)}
        onCheck={(checked, info) => {
          const full = Array.isArray(checked) ? checked : checked.checked;
          onChange?.(full.map(Number), info.halfCheckedKeys?.map(Number) ?? []);
        }}
      />
    </>
  );
}
