import { Empty, Table, type PaginationProps, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { CardList, unfixedColumns, useNarrowScreen } from '../../../components/back-office';
import { RowActions, useAnyActionAllowed, type RowAction } from '../../../components/back-office/row-actions';
import { CompactRowActions } from './compact-row-actions';

export interface RecordsListProps<Row extends object> {
  /** Undefined until the first answer. */
  rows: Row[] | undefined;
  columns: TableColumnsType<Row>;
  /** The column heading each card on a phone, by its key or dataIndex. */
  heading: string;
  loading: boolean;
  failed: boolean;
  /** What an empty list says instead of an empty table. */
  empty: ReactNode;
  actions?: RowAction<Row>[];
  actionsWidth?: number;
  /** Actions (by key) a desktop row keeps in its 更多 menu; a phone's card shows them all. */
  more?: readonly string[];
  /**
   * The width the columns need (their widths add up to it, the unsized ones take the rest): a
   * wider screen spreads them, a narrower one scrolls. Without it, the table is as wide as its
   * content on one line.
   */
  tableWidth?: number;
  /** Server paging; without it the rows are all there are. */
  pagination?: PaginationProps;
  size?: 'small' | 'middle';
}

/**
 * The rows as a table on a desktop and as cards on a phone, each with its actions (the column
 * goes when the user may take none of them), and a sentence instead of an empty list.
 */
export function RecordsList<Row extends object & { id: number }>({
  rows,
  columns,
  heading,
  loading,
  failed,
  empty,
  actions = [],
  actionsWidth = 260,
  more = [],
  tableWidth,
  pagination,
  size,
}: RecordsListProps<Row>) {
  const narrow = useNarrowScreen();
  const showActions = useAnyActionAllowed(actions);
  if (rows && rows.length === 0 && !failed)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />;

  if (narrow)
    return (
      <CardList<Row>
        rows={rows ?? []}
        columns={unfixedColumns(columns)}
        layout={{ heading }}
        rowKey="id"
        actions={showActions ? (row) => <RowActions row={row} actions={actions} asButtons /> : undefined}
        loading={loading}
        emptyText={failed ? '加载失败' : ''}
        pagination={pagination ?? {}}
      />
    );
  const withActions: TableColumnsType<Row> = showActions
    ? [
        ...columns,
        {
          key: 'actions',
          title: '操作',
          fixed: 'right',
          width: actionsWidth,
          render: (_value, row) =>
            more.length > 0 ? (
              <CompactRowActions row={row} actions={actions} more={more} />
            ) : (
              <RowActions row={row} actions={actions} />
            ),
        },
      ]
    : columns;
  return (
    <Table<Row>
      rowKey="id"
      size={size}
      columns={withActions}
      dataSource={rows ?? []}
      loading={loading}
      pagination={pagination ? { ...pagination, showSizeChanger: true } : false}
      scroll={{ x: tableWidth ?? 'max-content' }}
      locale={{ emptyText: failed ? '加载失败' : ' ' }}
    />
  );
}
