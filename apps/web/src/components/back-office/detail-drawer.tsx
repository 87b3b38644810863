import { Descriptions, Drawer, Grid, Skeleton, type DescriptionsProps } from 'antd';
import type { ReactNode } from 'react';

export interface DetailItem {
  /** Defaults to the label when it is text. */
  key?: string;
  label: ReactNode;
  children: ReactNode;
  /** Columns the item spans (a long remark spans the row). */
  span?: number;
}

export interface DetailDrawerProps {
  title: ReactNode;
  open: boolean;
  onClose: () => void;
  loading?: boolean;
  items: DetailItem[];
  /** Descriptions columns; one reads best in a drawer. */
  column?: number;
  /** Action buttons (behind <Can>) under the details. */
  footer?: ReactNode;
  /** Anything below the details: a table of related records, images. */
  children?: ReactNode;
  width?: number;
}

/** A record's details in a drawer from the right: label/value rows, a skeleton while loading. */
export function DetailDrawer({
  title,
  open,
  onClose,
  loading,
  items,
  column = 1,
  footer,
  children,
  width = 640,
}: DetailDrawerProps) {
  // On a phone the labels go above their values: beside them, they wrap every two characters.
  const layout = Grid.useBreakpoint().sm === false ? 'vertical' : 'horizontal';
  const descriptionItems: DescriptionsProps['items'] = items.map((item, index) => ({
    key: item.key ?? (typeof item.label === 'string' ? item.label : String(index)),
    label: item.label,
    children:
      item.children === null || item.children === undefined || item.children === '' ? '-' : item.children,
    span: item.span,
  }));
  return (
    <Drawer title={title} open={open} onClose={onClose} size={width} footer={footer} destroyOnHidden>
      {loading ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : (
        <>
          <Descriptions bordered size="small" column={column} items={descriptionItems} layout={layout} />
          {children}
        </>
      )}
    </Drawer>
  );
}
