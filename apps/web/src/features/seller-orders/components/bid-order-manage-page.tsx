import type { Order } from '@lyp/shared/auction/order.schemas';
import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { ExportButton, ListPage, type RowAction } from '../../../components/back-office';
import { Can } from '../../../components/permission/can';
import {
  exportPlatformOrders,
  platformOrderSellersQuery,
  platformOrdersQuery,
  refreshPlatformOrders,
} from '../api/orders';
import { settlementStateOf } from '../lib/order-display';
import { PLATFORM_ORDER_COLUMNS, platformOrderFilters } from './order-columns';
import { OrderDetailDrawer } from './order-detail-drawer';
import { PaymentReviewModal } from './payment-review-modal';
import { SettleModal } from './settle-modal';

type Dialog = { kind: 'detail' | 'review' | 'settle'; order: Order };
type Open = (kind: Dialog['kind']) => (order: Order) => void;

const canReview = (order: Order) => order.status === 'payment_submitted';
const canSettle = (order: Order) => settlementStateOf(order) === 'unsettled';

const rowActionsOf = (open: Open): RowAction<Order>[] => [
  { key: 'detail', label: '详情', code: PERMISSIONS.bidOrderView.code, onClick: open('detail') },
  {
    key: 'review',
    label: '确认货款',
    code: PERMISSIONS.bidOrderPaymentAudit.code,
    hidden: (order) => !canReview(order),
    onClick: open('review'),
  },
  {
    key: 'settle',
    label: '结算',
    code: PERMISSIONS.bidOrderSettle.code,
    hidden: (order) => !canSettle(order),
    onClick: open('settle'),
  },
];

/** 竞价订单管理: every organisation's sales; confirm goods payments and settle sellers their share. */
export function BidOrderManagePage() {
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<Dialog>();
  const sellers = useQuery(platformOrderSellersQuery()).data ?? [];
  const close = () => setDialog(undefined);
  const refresh = () => refreshPlatformOrders(queryClient);
  const open: Open = (kind) => (order) => setDialog({ kind, order });

  const detail = dialog?.kind === 'detail' ? dialog.order : undefined;
  return (
    <>
      <ListPage<Order>
        title="竞价订单管理"
        filters={platformOrderFilters(sellers)}
        query={(state) => platformOrdersQuery({ ...state.filters, current: state.current, size: state.size })}
        rowKey="id"
        columns={PLATFORM_ORDER_COLUMNS}
        rowActions={rowActionsOf(open)}
        actionsWidth={180}
        toolbar={(state) => (
          <Can code={PERMISSIONS.bidOrderExport.code}>
            <ExportButton fileName="竞价订单.xlsx" download={() => exportPlatformOrders(state.filters)} />
          </Can>
        )}
      />
      <OrderDetailDrawer
        order={detail}
        onClose={close}
        audience="platform"
        footer={detail ? <DetailActions order={detail} open={open} /> : null}
      />
      <PaymentReviewModal
        order={dialog?.kind === 'review' ? dialog.order : undefined}
        onClose={close}
        onDone={refresh}
      />
      <SettleModal
        order={dialog?.kind === 'settle' ? dialog.order : undefined}
        onClose={close}
        onDone={refresh}
      />
    </>
  );
}

/** The detail drawer's buttons: the same steps as the row's, for the order on show. */
function DetailActions({ order, open }: { order: Order; open: Open }) {
  return (
    <Space wrap>
      {canReview(order) ? (
        <Can code={PERMISSIONS.bidOrderPaymentAudit.code}>
          <Button type="primary" onClick={() => open('review')(order)}>
            确认货款
          </Button>
        </Can>
      ) : null}
      {canSettle(order) ? (
        <Can code={PERMISSIONS.bidOrderSettle.code}>
          <Button type="primary" onClick={() => open('settle')(order)}>
            结算
          </Button>
        </Can>
      ) : null}
    </Space>
  );
}
