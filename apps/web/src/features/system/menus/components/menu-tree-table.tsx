import type { MenuNode } from '@lyp/shared/system/menu-admin.schemas';
import { Table } from 'antd';
import type { Key } from 'react';
import { useConfirm } from '../../../../components/back-office';
import type { MenuRow } from '../menu-rows';
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

  const columns = menuTreeColumns(actions, askRemove);

  return (
    <Table<MenuRow>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: '暂无数据' }}
      expandable={{
        expandedRowKeys: expandedKeys,
        onExpandedRowsChange: (keys) => onExpandedKeysChange([...keys]),
      }}
    />
  );
}
