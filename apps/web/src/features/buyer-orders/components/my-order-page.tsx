import type { BuyerOrder } from '@lyp/shared/auction/order.schemas';
import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ExportButton, ListPage, type RowAction } from '../../../components/back-office';
import { Can } from '../../../components/permission/can';
import { ROUTES } from '../../../config/paths';
import { exportMyOrders, myOrderQuery, myOrdersQuery } from '../api/my-orders';
import { canPay, hasBillOfLading } from '../lib/payment-deadline';
import { BalancePayModal } from './balance-pay-modal';
import { BuyerOrderActions } from './buyer-order-actions';
import { BillOfLadingModal } from './bill-of-lading-modal';
import { BuyerOrderDrawer } from './buyer-order-drawer';
import { InvoiceProfileModal } from './invoice-profile-modal';
import { MY_ORDER_COLUMNS, MY_ORDER_FILTERS } from './order-columns';
import { RunnerUpOffersSection } from './runner-up-offers-section';

type Opened = { kind: 'detail' | 'bill' | 'balance'; id: number };

export const paymentPath = (orderId: number) => `${ROUTES.orderPayment.path}?id=${orderId}`;

/** 我的订单: the lots the buyer won, what each costs and until when, the payment and the 提货单. */
export function MyOrderPage() {
  const navigate = useNavigate();
  const [opened, setOpened] = useState<Opened>();
  const [editingProfile, setEditingProfile] = useState(false);
  const detail = useQuery({
    ...myOrderQuery(opened?.id ?? 0),
    enabled: opened !== undefined,
  });
  const close = () => setOpened(undefined);
  const open = (kind: Opened['kind']) => (order: BuyerOrder) => setOpened({ kind, id: order.id });
  const pay = (order: Pick<BuyerOrder, 'id'>) => void navigate(paymentPath(order.id));

  const rowActions: RowAction<BuyerOrder>[] = [
    { key: 'detail', label: '查看', code: PERMISSIONS.myOrderView.code, onClick: open('detail') },
    {
      key: 'pay',
      label: '去付款',
      code: PERMISSIONS.orderPay.code,
      hidden: (order) => !canPay(order),
      onClick: pay,
    },
    {
      key: 'bill',
      label: '提货单',
      code: PERMISSIONS.billOfLadingView.code,
      hidden: (order) => !hasBillOfLading(order),
      onClick: open('bill'),
    },
  ];

  const order = detail.data;
  return (
    <>
      <RunnerUpOffersSection />
      <ListPage<BuyerOrder>
        title="我的订单"
        filters={MY_ORDER_FILTERS}
        query={(state) => myOrdersQuery({ ...state.filters, current: state.current, size: state.size })}
        rowKey="id"
        columns={MY_ORDER_COLUMNS}
        rowActions={rowActions}
        actionsWidth={170}
        cards={{ heading: 'lotTitle' }}
        emptyText="还没有成交的订单：竞得标的后，订单会出现在这里"
        toolbar={(state) => (
          <>
            <Button onClick={() => setEditingProfile(true)}>开票信息</Button>
            <Can code={PERMISSIONS.myOrderExport.code}>
              <ExportButton fileName="我的订单.xlsx" download={() => exportMyOrders(state.filters)} />
            </Can>
          </>
        )}
      />
      <BuyerOrderDrawer
        order={opened?.kind === 'detail' ? order : undefined}
        loading={detail.isLoading}
        open={opened?.kind === 'detail'}
        onClose={close}
        editInvoiceProfile={() => setEditingProfile(true)}
        footer={
          order ? (
            <BuyerOrderActions
              order={order}
              pay={() => pay(order)}
              open={(kind) => setOpened({ kind, id: order.id })}
            />
          ) : null
        }
      />
      <InvoiceProfileModal open={editingProfile} onClose={() => setEditingProfile(false)} />
      <BalancePayModal order={opened?.kind === 'balance' ? order : undefined} onClose={close} />
      <BillOfLadingModal
        order={opened?.kind === 'bill' ? order : undefined}
        open={opened?.kind === 'bill'}
        onClose={close}
      />
    </>
  );
}
