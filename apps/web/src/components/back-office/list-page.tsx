import { keepPreviousData, useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { Flex, Table, Typography, type TableColumnsType, type TableProps } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { useEffect, type ReactNode } from 'react';
import { QueryError } from '../feedback/query-error';
import { ListFilters, type FilterField } from './list-filters';
import { useListUrlState, type ListDefaults, type ListState } from './list-url-state';
import { RowActions, useAnyActionAllowed, type RowAction } from './row-actions';

/** One page of records, the shape of pageOf() in packages/shared/src/api/envelope.ts. */
export interface PageData<Row> {
  records: Row[];
  total: number;
  current: number;
  size: number;
}

export interface ListPageProps<
  Row extends object,
  TQueryFnData = PageData<Row>,
  TKey extends QueryKey = QueryKey,
> {
  title?: ReactNode;
  filters?: FilterField[];
  /** Page size and sort when the URL names none; `prefix` for a second list on the page. */
  defaults?: ListDefaults;
  /** TanStack Query options for the state the URL holds (use `select` to unwrap an envelope). */
  query: (state: ListState) => UseQueryOptions<TQueryFnData, Error, PageData<Row>, TKey>;
  /** Mark sortable columns `sorter: true`; the sort field is the column's key, else its dataIndex. */
  columns: TableColumnsType<Row>;
  rowKey: TableProps<Row>['rowKey'];
  /** Buttons above the table (wrap each in <Can>); a function receives the current filters, for export. */
  toolbar?: ReactNode | ((state: ListState) => ReactNode);
  rowActions?: RowAction<Row>[];
  actionsWidth?: number;
  /** What an empty list says (default 暂无数据). */
  emptyText?: string;
  tableProps?: Omit<
    TableProps<Row>,
    'columns' | 'dataSource' | 'rowKey' | 'onChange' | 'pagination' | 'loading' | 'locale'
  >;
}

type Column<Row> = TableColumnsType<Row>[number];

/** The name a column sorts by on the server. */
function sortFieldOf<Row>(column: Column<Row> | undefined): string | undefined {
  if (!column) return undefined;
  if (typeof column.key === 'string') return column.key;
  const dataIndex = 'dataIndex' in column ? column.dataIndex : undefined;
  return typeof dataIndex === 'string' ? dataIndex : undefined;
}

/** The URL decides which column shows as sorted, so a shared link sorts the same way. */
function withSortOrder<Row>(columns: TableColumnsType<Row>, state: ListState): TableColumnsType<Row> {
  return columns.map((column) => {
    if (!column.sorter) return column;
    const sorted = state.sort !== undefined && sortFieldOf(column) === state.sort;
    return {
      ...column,
      sortOrder: sorted ? (state.order === 'asc' ? 'ascend' : 'descend') : null,
    };
  });
}

/** The list's title and its toolbar (export, add …). */
function ListHeader({ title, toolbar }: { title: ReactNode; toolbar: ReactNode }) {
  return (
    <Flex justify="space-between" align="center" wrap gap={8}>
      <Typography.Title level={5} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      <Flex gap={8} wrap>
        {toolbar}
      </Flex>
    </Flex>
  );
}

/**
 * A back-office list: search form and page in the URL, server paging and sorting, toolbar,
 * row actions behind <Can>, and the empty, loading and failed states.
 */
export function ListPage<Row extends object, TQueryFnData = PageData<Row>, TKey extends QueryKey = QueryKey>({
  title,
  filters,
  defaults,
  query,
  columns,
  rowKey,
  toolbar,
  rowActions,
  actionsWidth,
  emptyText,
  tableProps,
}: ListPageProps<Row, TQueryFnData, TKey>) {
  const { state, setFilters, setPage, setSort, reset } = useListUrlState(defaults);
  const result = useQuery({ ...query(state), placeholderData: keepPreviousData });
  const { data, error, isError, isFetching, isPlaceholderData, refetch } = result;
  const showActions = useAnyActionAllowed(rowActions) && rowActions !== undefined;

  // After the last row of the last page is removed, go to the page that now is the last.
  const { current, size } = state;
  useEffect(() => {
    if (!data || isPlaceholderData || data.records.length > 0 || data.total === 0 || current === 1) return;
    setPage(Math.max(1, Math.ceil(data.total / size)), size);
  }, [data, isPlaceholderData, current, size, setPage]);

  const allColumns: TableColumnsType<Row> = withSortOrder(columns, state);
  if (showActions)
    allColumns.push({
      key: '__actions',
      title: '操作',
      width: actionsWidth,
      fixed: 'right',
      render: (_value: unknown, row: Row) => <RowActions row={row} actions={rowActions} />,
    });

  const onChange: TableProps<Row>['onChange'] = (pagination, _filters, sorter, extra) => {
    if (extra.action === 'paginate') setPage(pagination.current ?? 1, pagination.pageSize ?? state.size);
    if (extra.action === 'sort') {
      const first: SorterResult<Row> | undefined = Array.isArray(sorter) ? sorter[0] : sorter;
      const order = first?.order === 'ascend' ? 'asc' : first?.order === 'descend' ? 'desc' : undefined;
      setSort(order && sortFieldOf(first?.column), order);
    }
  };

  const toolbarContent = typeof toolbar === 'function' ? toolbar(state) : toolbar;

  return (
    <Flex vertical gap={16}>
      {filters && filters.length > 0 && (
        <ListFilters fields={filters} filters={state.filters} onSearch={setFilters} onReset={reset} />
      )}
      {(title || toolbarContent) && <ListHeader title={title} toolbar={toolbarContent} />}
      {isError && <QueryError variant="inline" error={error} onRetry={() => void refetch()} />}
      <Table<Row>
        scroll={{ x: 'max-content' }}
        {...tableProps}
        columns={allColumns}
        dataSource={data?.records ?? []}
        rowKey={rowKey}
        loading={isFetching}
        locale={{ emptyText: isError ? '加载失败' : (emptyText ?? '暂无数据') }}
        onChange={onChange}
        pagination={{
          current: state.current,
          pageSize: state.size,
          total: data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => `共 ${total} 条`,
        }}
      />
    </Flex>
  );
}
