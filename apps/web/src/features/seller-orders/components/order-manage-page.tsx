import type { Order } from '@lyp/shared/auction/order.schemas';
import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { ExportButton, ListPage, type RowAction } from '../../../components/back-office';
import { Can } from '../../../components/permission/can';
import { call, download, queryKeyOf, queryOptionsOf } from '../../../lib/api-call';
import { ORDER_COLUMNS, ORDER_FILTERS } from './order-columns';
import { OrderDetailDrawer } from './order-detail-drawer';
import { PaymentReviewModal } from './payment-review-modal';
import { SettlementAccountModal } from './settlement-account-modal';
import { useFeedback } from '../../../lib/feedback';

type Dialog = { kind: 'detail' | 'review' | 'account'; order: Order };

const noSettlementAfter = new Set<Order['status']>(['defaulted']);

/** 订单管理: the organisation's sales; confirm the buyer's payment and the pickup, choose the payee. */
export function OrderManagePage() {
  const queryClient = useQueryClient();
  const { message } = useFeedback();
  const [dialog, setDialog] = useState<Dialog>();
  const close = () => setDialog(undefined);
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: queryKeyOf('sellerOrders') });
  };
  const confirmPickup = async (order: Order) => {
    await call('orderPickup', { id: order.id });
    void message.success('已确认提货，订单完成');
    close();
    await refresh();
  };
  const open = (kind: Dialog['kind']) => (order: Order) => setDialog({ kind, order });

  const rowActions: RowAction<Order>[] = [
    { key: 'detail', label: '详情', code: PERMISSIONS.orderManageView.code, onClick: open('detail') },
    {
      key: 'review',
      label: '确认收款',
      code: PERMISSIONS.orderManagePaymentAudit.code,
      hidden: (order) => order.status !== 'payment_submitted',
      onClick: open('review'),
    },
    {
      key: 'pickup',
      label: '确认提货',
      code: PERMISSIONS.orderManagePickup.code,
      hidden: (order) => order.status !== 'paid',
      confirm: (order) => ({
        title: `确认买受人已提走“${order.lotTitle}”吗？`,
        content: '确认后订单完成，平台将按结算金额向您结算。',
      }),
      onClick: confirmPickup,
    },
    {
      key: 'account',
      label: '收款账户',
      code: PERMISSIONS.orderManageBankEdit.code,
      hidden: (order) => noSettlementAfter.has(order.status),
      onClick: open('account'),
    },
  ];

  const detail = dialog?.kind === 'detail' ? dialog.order : undefined;
  return (
    <>
      <ListPage<Order>
        title="订单管理"
        filters={ORDER_FILTERS}
        query={(state) =>
          queryOptionsOf('sellerOrders', { ...state.filters, current: state.current, size: state.size })
        }
        rowKey="id"
        columns={ORDER_COLUMNS}
        rowActions={rowActions}
        actionsWidth={200}
        toolbar={(state) => (
          <Can code={PERMISSIONS.orderManageExport.code}>
            <ExportButton
              fileName="订单管理.xlsx"
              download={() => download('sellerOrdersExport', state.filters)}
            />
          </Can>
        )}
      />
      <OrderDetailDrawer
        order={detail}
        onClose={close}
        footer={
          detail ? (
            <Space wrap>
              {detail.status === 'payment_submitted' ? (
                <Can code={PERMISSIONS.orderManagePaymentAudit.code}>
                  <Button type="primary" onClick={() => setDialog({ kind: 'review', order: detail })}>
                    确认收款
                  </Button>
                </Can>
              ) : null}
              {detail.status === 'paid' ? (
                <Can code={PERMISSIONS.orderManagePickup.code}>
                  <Button type="primary" onClick={() => void confirmPickup(detail)}>
                    确认提货
                  </Button>
                </Can>
              ) : null}
              {!noSettlementAfter.has(detail.status) ? (
                <Can code={PERMISSIONS.orderManageBankEdit.code}>
                  <Button onClick={() => setDialog({ kind: 'account', order: detail })}>修改收款账户</Button>
                </Can>
              ) : null}
            </Space>
          ) : null
        }
      />
      <PaymentReviewModal
        order={dialog?.kind === 'review' ? dialog.order : undefined}
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
