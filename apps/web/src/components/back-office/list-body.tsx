import { Table, type TableColumnsType, type TableProps } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { CardList, type CardLayout } from './card-list';
import { RowActions, type RowAction } from './row-actions';
import { unfixedColumns, useNarrowScreen } from './use-narrow-screen';

type Column<Row> = TableColumnsType<Row>[number];

/** The name a column sorts by on the server. */
export function sortFieldOf<Row>(column: Column<Row> | undefined): string | undefined {
  if (!column) return undefined;
  if (typeof column.key === 'string') return column.key;
  const dataIndex = 'dataIndex' in column ? column.dataIndex : undefined;
  return typeof dataIndex === 'string' ? dataIndex : undefined;
}

export interface ListBodyProps<Row extends object> {
  rows: Row[];
  columns: TableColumnsType<Row>;
  rowKey: TableProps<Row>['rowKey'];
  /** The actions the user may take (none: no 操作 column). */
  rowActions?: RowAction<Row>[] | undefined;
  actionsWidth?: number | undefined;
  cards?: CardLayout | undefined;
  loading: boolean;
  emptyText: string;
  page: { current: number; pageSize: number; total: number };
  onPage: (current: number, size: number) => void;
  onSort: (field: string | undefined, order: 'asc' | 'desc' | undefined) => void;
  tableProps?: Omit<
    TableProps<Row>,
    'columns' | 'dataSource' | 'rowKey' | 'onChange' | 'pagination' | 'loading' | 'locale'
  >;
}

/**
 * A list page's rows: a table with the 操作 column fixed on the right; on a phone, cards when
 * the list has a card layout, else the table with nothing fixed (a fixed column would take most
 * of the screen).
 */
export function ListBody<Row extends object>(props: ListBodyProps<Row>) {
  const { rows, columns, rowKey, rowActions, cards, loading, emptyText, page, onPage, onSort } = props;
  const narrow = useNarrowScreen();
  const showTotal = (total: number) => `共 ${total} 条`;
  if (narrow && cards)
    return (
      <CardList<Row>
        rows={rows}
        columns={columns}
        layout={cards}
        rowKey={rowKey}
        actions={rowActions ? (row) => <RowActions row={row} actions={rowActions} asButtons /> : undefined}
        loading={loading}
        emptyText={emptyText}
        pagination={{ ...page, showTotal, onChange: onPage }}
      />
    );

  const withActions: TableColumnsType<Row> = rowActions
    ? [
        ...columns,
        {
          key: '__actions',
          title: '操作',
          width: props.actionsWidth,
          fixed: 'right',
          render: (_value: unknown, row: Row) => <RowActions row={row} actions={rowActions} />,
        },
      ]
    : columns;
  const onChange: TableProps<Row>['onChange'] = (pagination, _filters, sorter, extra) => {
    if (extra.action === 'paginate') onPage(pagination.current ?? 1, pagination.pageSize ?? page.pageSize);
    if (extra.action === 'sort') {
      const first: SorterResult<Row> | undefined = Array.isArray(sorter) ? sorter[0] : sorter;
      const order = first?.order === 'ascend' ? 'asc' : first?.order === 'descend' ? 'desc' : undefined;
      onSort(order && sortFieldOf(first?.column), order);
    }
  };
  return (
    <Table<Row>
      // An empty list fits the screen: a sideways scroll with nothing in it to focus would be
      // out of a keyboard's reach.
      scroll={rows.length > 0 ? { x: 'max-content' } : undefined}
      {...props.tableProps}
      columns={narrow ? unfixedColumns(withActions) : withActions}
      dataSource={rows}
      rowKey={rowKey}
      loading={loading}
      locale={{ emptyText }}
      onChange={onChange}
      pagination={{ ...page, showSizeChanger: true, showTotal }}
    />
  );
}
