import type { MenuNode } from '@lyp/shared/system/menu-admin.schemas';
import type { Key } from 'react';
import { useConfirm } from '../../../../components/back-office';
import type { MenuRow } from '../menu-rows';
import { MenuTable } from './menu-table';
import { menuTreeColumns, type MenuTreeActions } from './menu-tree-columns';

/** The menus and buttons as a tree table, with the row actions the user's buttons allow. */
export function MenuTreeTable({
  rows,
  loading,
  expandedKeys,
  onExpandedKeysChange,
  actions,
}: {
  rows: MenuRow[];
  loading: boolean;
  expandedKeys: Key[];
  onExpandedKeysChange: (keys: Key[]) => void;
  actions: MenuTreeActions;
}) {
  const confirm = useConfirm();

  const askRemove = (row: MenuNode) =>
    confirm({
      title: `确定删除${row.type === 'menu' ? '菜单' : '按钮'}“${row.name}”吗？`,
      content: '删除后不可恢复。有下级或已分配给角色的不能删除。',
      danger: true,
      onOk: () => actions.remove(row),
    });

  return (
    <MenuTable
      rows={rows}
      columns={menuTreeColumns(actions, askRemove)}
      size="middle"
      loading={loading}
      expandedKeys={expandedKeys}
      onExpandedKeysChange={onExpandedKeysChange}
    />
  );
}
