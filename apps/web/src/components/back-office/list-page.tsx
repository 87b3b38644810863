import { keepPreviousData, useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { Flex, Typography, type TableColumnsType, type TableProps } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { QueryError } from '../feedback/query-error';
import type { CardLayout } from './card-list';
import { ListBody, sortFieldOf, type ListBodyProps } from './list-body';
import { ListFilters, type FilterField } from './list-filters';
import { useListUrlState, type ListDefaults, type ListState } from './list-url-state';
import { useAnyActionAllowed, type RowAction } from './row-actions';

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
  /** On a phone the rows become cards headed by this column (a buyer's lists); else a table. */
  cards?: CardLayout;
  /** What an empty list says (default 暂无数据). */
  emptyText?: string;
  tableProps?: ListBodyProps<Row>['tableProps'];
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
  cards,
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

  const toolbarContent = typeof toolbar === 'function' ? toolbar(state) : toolbar;

  return (
    <Flex vertical gap={16}>
      {filters && filters.length > 0 && (
        <ListFilters fields={filters} filters={state.filters} onSearch={setFilters} onReset={reset} />
      )}
      {(title || toolbarContent) && <ListHeader title={title} toolbar={toolbarContent} />}
      {isError && <QueryError variant="inline" error={error} onRetry={() => void refetch()} />}
      <ListBody<Row>
        rows={data?.records ?? []}
        columns={withSortOrder(columns, state)}
        rowKey={rowKey}
        rowActions={showActions ? rowActions : undefined}
        actionsWidth={actionsWidth}
        cards={cards}
        loading={isFetching}
        emptyText={isError ? '加载失败' : (emptyText ?? '暂无数据')}
        page={{ current: state.current, pageSize: state.size, total: data?.total ?? 0 }}
        onPage={setPage}
        onSort={setSort}
        tableProps={tableProps}
      />
    </Flex>
  );
}
