import { Grid, type TableColumnsType } from 'antd';

/**
 * Below antd's md breakpoint (768 px): a phone, where a list shows cards and no column stays
 * fixed. False until antd has measured the screen, so a desktop never flashes the phone layout.
 */
export function useNarrowScreen(): boolean {
  return Grid.useBreakpoint().md === false;
}

/**
 * The columns with none fixed to a side: on a phone a fixed 操作 column would take most of the
 * screen and leave the rest of the row a sliver to scroll.
 */
export function unfixedColumns<Row>(columns: TableColumnsType<Row>): TableColumnsType<Row> {
  return columns.map((column) => (column.fixed ? { ...column, fixed: undefined } : column));
}
