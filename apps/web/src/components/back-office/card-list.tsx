import './list-page.css';
import { Empty, Pagination, Spin, type PaginationProps, type TableColumnsType, type TableProps } from 'antd';
import { isValidElement, type Key, type ReactNode } from 'react';

type Column<Row> = TableColumnsType<Row>[number];

/** How a list's rows read as cards on a phone. */
export interface CardLayout {
  /** The column heading each card (the lot's title), by its key, else its dataIndex. */
  heading: string;
}

export interface CardListProps<Row extends object> {
  rows: Row[];
  /** The table's own columns: the heading one on top, each other as a label and its value. */
  columns: TableColumnsType<Row>;
  layout: CardLayout;
  rowKey: TableProps<Row>['rowKey'];
  /** The row's buttons, at the foot of its card. */
  actions?: (row: Row) => ReactNode;
  loading: boolean;
  emptyText: string;
  pagination: PaginationProps;
}

const idOf = <Row,>(column: Column<Row>): unknown =>
  column.key ?? ('dataIndex' in column ? column.dataIndex : undefined);

/** What the table would show in the column's cell for the row. */
function cellOf<Row extends object>(column: Column<Row>, row: Row, index: number): ReactNode {
  const dataIndex = 'dataIndex' in column ? column.dataIndex : undefined;
  const path = dataIndex === undefined ? [] : Array.isArray(dataIndex) ? dataIndex : [dataIndex];
  const value: unknown = path.reduce<unknown>(
    (from, part) => (from as Record<string, unknown> | undefined)?.[part as string],
    row,
  );
  if (!column.render) return value as ReactNode;
  const shown = column.render(value, row, index);
  // antd's older cell form { children, props }: its children are the cell.
  return typeof shown === 'object' && shown !== null && !isValidElement(shown) && 'children' in shown
    ? shown.children
    : (shown as ReactNode);
}

function keyOf<Row extends object>(rowKey: CardListProps<Row>['rowKey'], row: Row, index: number): Key {
  if (typeof rowKey === 'function') return rowKey(row, index);
  return (rowKey === undefined ? index : row[rowKey as keyof Row]) as Key;
}

/**
 * A list's rows as cards, for a phone: the heading column on top, every other column as a line
 * of label and value, and the row's buttons at the foot; with the table's empty and loading
 * states and its paging.
 */
export function CardList<Row extends object>({
  rows,
  columns,
  layout,
  rowKey,
  actions,
  loading,
  emptyText,
  pagination,
}: CardListProps<Row>) {
  const heading = columns.find((column) => idOf(column) === layout.heading);
  const fields = columns.filter((column) => column !== heading);
  return (
    <Spin spinning={loading}>
      {rows.length === 0 ? (
        <Empty
          className="lyp-card-list__empty"
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={emptyText}
        />
      ) : (
        <ul className="lyp-card-list">
          {rows.map((row, index) => (
            <li key={keyOf(rowKey, row, index)} className="lyp-card-list__card">
              {heading ? <div className="lyp-card-list__heading">{cellOf(heading, row, index)}</div> : null}
              <dl className="lyp-card-list__fields">
                {fields.map((column, place) => (
                  <div key={place} className="lyp-card-list__field">
                    <dt>{typeof column.title === 'function' ? null : column.title}</dt>
                    <dd>{cellOf(column, row, index)}</dd>
                  </div>
                ))}
              </dl>
              {actions ? <div className="lyp-card-list__actions">{actions(row)}</div> : null}
            </li>
          ))}
        </ul>
      )}
      {pagination.total ? (
        <Pagination className="lyp-card-list__pages" size="small" simple {...pagination} />
      ) : null}
    </Spin>
  );
}
