import { Table, type TableColumnsType, type TableProps } from 'antd';
import type { Key } from 'react';
import { unfixedColumns, useNarrowScreen } from '../../../../components/back-office';
import type { MenuRow } from '../menu-rows';

/** The menu tree as a table, whole (no pages), its open branches kept by the page across modes. */
export function MenuTable({
  rows,
  columns,
  size,
  loading,
  expandedKeys,
  onExpandedKeysChange,
}: {
  rows: MenuRow[];
  columns: TableColumnsType<MenuRow>;
  size: TableProps<MenuRow>['size'];
  loading?: boolean;
  expandedKeys: Key[];
  onExpandedKeysChange: (keys: Key[]) => void;
}) {
  const narrow = useNarrowScreen();
  return (
    <Table<MenuRow>
      rowKey="id"
      size={size}
      columns={narrow ? unfixedColumns(columns) : columns}
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
