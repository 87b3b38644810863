import type { Order } from '@lyp/shared/auction/order.schemas';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { Button, Space } from 'antd';
import { useState, type ReactNode } from 'react';
import {
  ListPage,
  ListToolbar,
  type ListPageProps,
  type ListState,
  type RecordDialogProps,
  type RowAction,
} from '../../../components/back-office';
import { Can } from '../../../components/permission/can';
import type { OrderAudience } from '../lib/order-display';
import { OrderDetailDrawer } from './order-detail-drawer';

/** A step the list offers on a row and, for the order on show, in the detail drawer's footer. */
export interface OrderStep<Kind extends string> {
  kind: Kind;
  label: string;
  code: string;
  /** Whether the order's state allows the step; otherwise neither the row nor the drawer offers it. */
  allowed: (order: Order) => boolean;
  /** The drawer's button: another text than the row's, and whether it is the primary one. */
  drawer: { label?: string; primary: boolean };
}

/** The props of a step's dialog: the order while it is open for this step, closing and refreshing. */
export type StepDialogProps = { order: Order | undefined } & RecordDialogProps;

interface OrderListPageProps<Kind extends string> extends Pick<
  ListPageProps<Order>,
  'title' | 'filters' | 'query' | 'columns' | 'actionsWidth'
> {
  /** Who may open an order's detail. */
  viewCode: string;
  exportAs: {
    code: string;
    fileName: string;
    download: (filters: ListState['filters']) => Promise<Response>;
  };
  steps: OrderStep<Kind>[];
  audience?: OrderAudience;
  /** Reloads the list after a step. */
  refresh: (queryClient: QueryClient) => Promise<unknown>;
  /** The steps' dialogs, each given its props by kind. */
  dialogs: (dialogOf: (kind: Kind) => StepDialogProps) => ReactNode;
}

/**
 * An order list (订单管理, 竞价订单管理): the orders with their steps on each row, exportable,
 * the detail drawer offering the same steps, and one dialog open at a time.
 */
export function OrderListPage<Kind extends string>({
  viewCode,
  exportAs,
  steps,
  audience,
  refresh,
  dialogs,
  ...list
}: OrderListPageProps<Kind>) {
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<{ kind: Kind | 'detail'; order: Order }>();
  const close = () => setDialog(undefined);
  const open = (kind: Kind | 'detail') => (order: Order) => setDialog({ kind, order });

  const rowActions: RowAction<Order>[] = [
    { key: 'detail', label: '详情', code: viewCode, onClick: open('detail') },
    ...steps.map(({ kind, label, code, allowed }) => ({
      key: kind,
      label,
      code,
      hidden: (order: Order) => !allowed(order),
      onClick: open(kind),
    })),
  ];
  const detail = dialog?.kind === 'detail' ? dialog.order : undefined;
  return (
    <>
      <ListPage<Order>
        {...list}
        rowKey="id"
        rowActions={rowActions}
        toolbar={(state) => (
          <ListToolbar exportAs={{ ...exportAs, download: () => exportAs.download(state.filters) }} />
        )}
      />
      <OrderDetailDrawer
        order={detail}
        onClose={close}
        audience={audience}
        footer={detail ? <DetailActions order={detail} steps={steps} open={open} /> : null}
      />
      {dialogs((kind) => ({
        order: dialog?.kind === kind ? dialog.order : undefined,
        onClose: close,
        onDone: () => refresh(queryClient),
      }))}
    </>
  );
}

/** The detail drawer's buttons: the same steps as the row's, for the order on show. */
function DetailActions<Kind extends string>({
  order,
  steps,
  open,
}: {
  order: Order;
  steps: OrderStep<Kind>[];
  open: (kind: Kind) => (order: Order) => void;
}) {
  return (
    <Space wrap>
      {steps
        .filter((step) => step.allowed(order))
        .map(({ kind, label, code, drawer }) => (
          <Can key={kind} code={code}>
            <Button
              {...(drawer.primary ? { type: 'primary' as const } : {})}
              onClick={() => open(kind)(order)}
            >
              {drawer.label ?? label}
            </Button>
          </Can>
        ))}
    </Space>
  );
}
