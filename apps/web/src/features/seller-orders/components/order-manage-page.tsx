import type { Order } from '@lyp/shared/auction/order.schemas';
import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { ExportButton, ListPage, type RowAction } from '../../../components/back-office';
import { Can } from '../../../components/permission/can';
import { exportSellerOrders, refreshSellerOrders, sellerOrdersQuery } from '../api/orders';
import { ORDER_COLUMNS, ORDER_FILTERS } from './order-columns';
import { OrderDetailDrawer } from './order-detail-drawer';
import { PickupModal } from './pickup-modal';
import { SettlementAccountModal } from './settlement-account-modal';

type Dialog = { kind: 'detail' | 'pickup' | 'account'; order: Order };
type Open = (kind: Dialog['kind']) => (order: Order) => void;

/** Where the money goes is the seller's to choose until it is sent, unless the sale fell through. */
const accountChosen = (order: Order) => order.status === 'defaulted' || order.settledAt !== null;

const rowActionsOf = (open: Open): RowAction<Order>[] => [
  { key: 'detail', label: '详情', code: PERMISSIONS.orderManageView.code, onClick: open('detail') },
  {
    key: 'pickup',
    label: '确认提货',
    code: PERMISSIONS.orderManagePickup.code,
    hidden: (order) => order.status !== 'paid',
    onClick: open('pickup'),
  },
  {
    key: 'account',
    label: '收款账户',
    code: PERMISSIONS.orderManageBankEdit.code,
    hidden: accountChosen,
    onClick: open('account'),
  },
];

/**
 * 订单管理: the organisation's sales. The platform confirms the buyer's payment (the money goes
 * to its account); the seller sees it confirmed, records the pickup and chooses the payee.
 */
export function OrderManagePage() {
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<Dialog>();
  const close = () => setDialog(undefined);
  const refresh = () => refreshSellerOrders(queryClient);
  const open: Open = (kind) => (order) => setDialog({ kind, order });

  const detail = dialog?.kind === 'detail' ? dialog.order : undefined;
  return (
    <>
      <ListPage<Order>
        title="订单管理"
        filters={ORDER_FILTERS}
        query={(state) => sellerOrdersQuery({ ...state.filters, current: state.current, size: state.size })}
        rowKey="id"
        columns={ORDER_COLUMNS}
        rowActions={rowActionsOf(open)}
        actionsWidth={200}
        toolbar={(state) => (
          <Can code={PERMISSIONS.orderManageExport.code}>
            <ExportButton fileName="订单管理.xlsx" download={() => exportSellerOrders(state.filters)} />
          </Can>
        )}
      />
      <OrderDetailDrawer
        order={detail}
        onClose={close}
        footer={detail ? <DetailActions order={detail} open={open} /> : null}
      />
      <PickupModal
        order={dialog?.kind === 'pickup' ? dialog.order : undefined}
        onClose={close}
        onDone={refresh}
      />
      <SettlementAccountModal
        order={dialog?.kind === 'account' ? dialog.order : undefined}
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
      {order.status === 'paid' ? (
        <Can code={PERMISSIONS.orderManagePickup.code}>
          <Button type="primary" onClick={() => open('pickup')(order)}>
            确认提货
          </Button>
        </Can>
      ) : null}
      {!accountChosen(order) ? (
        <Can code={PERMISSIONS.orderManageBankEdit.code}>
          <Button onClick={() => open('account')(order)}>选择收款账户</Button>
        </Can>
      ) : null}
    </Space>
  );
}
