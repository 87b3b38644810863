import type { Order } from '@lyp/shared/auction/order.schemas';
import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { ExportButton, ListPage, type RowAction } from '../../../components/back-office';
import { Can } from '../../../components/permission/can';
import { download, queryKeyOf, queryOptionsOf } from '../../../lib/api-call';
import { settlementStateOf } from '../lib/order-display';
import { PLATFORM_ORDER_COLUMNS, platformOrderFilters } from './order-columns';
import { OrderDetailDrawer } from './order-detail-drawer';
import { PaymentReviewModal } from './payment-review-modal';
import { SettleModal } from './settle-modal';

type Dialog = { kind: 'detail' | 'review' | 'settle'; order: Order };

const canReview = (order: Order) => order.status === 'payment_submitted';
const canSettle = (order: Order) => settlementStateOf(order) === 'unsettled';

/** 竞价订单管理: every organisation's sales; confirm goods payments and settle sellers their share. */
export function BidOrderManagePage() {
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<Dialog>();
  const sellers = useQuery(queryOptionsOf('platformOrderSellers')).data ?? [];
  const close = () => setDialog(undefined);
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: queryKeyOf('platformOrders') });
  };
  const open = (kind: Dialog['kind']) => (order: Order) => setDialog({ kind, order });

  const rowActions: RowAction<Order>[] = [
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

  const detail = dialog?.kind === 'detail' ? dialog.order : undefined;
  return (
    <>
      <ListPage<Order>
        title="竞价订单管理"
        filters={platformOrderFilters(sellers)}
        query={(state) =>
          queryOptionsOf('platformOrders', { ...state.filters, current: state.current, size: state.size })
        }
        rowKey="id"
        columns={PLATFORM_ORDER_COLUMNS}
        rowActions={rowActions}
        actionsWidth={180}
        toolbar={(state) => (
          <Can code={PERMISSIONS.bidOrderExport.code}>
            <ExportButton
              fileName="竞价订单.xlsx"
              download={() => download('platformOrdersExport', state.filters)}
            />
          </Can>
        )}
      />
      <OrderDetailDrawer
        order={detail}
        onClose={close}
        audience="platform"
        footer={
          detail ? (
            <Space wrap>
              {canReview(detail) ? (
                <Can code={PERMISSIONS.bidOrderPaymentAudit.code}>
                  <Button type="primary" onClick={() => setDialog({ kind: 'review', order: detail })}>
                    确认货款
                  </Button>
                </Can>
              ) : null}
              {canSettle(detail) ? (
                <Can code={PERMISSIONS.bidOrderSettle.code}>
                  <Button type="primary" onClick={() => setDialog({ kind: 'settle', order: detail })}>
                    结算
                  </Button>
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
      <SettleModal
        order={dialog?.kind === 'settle' ? dialog.order : undefined}
        onClose={close}
        onDone={refresh}
      />
    </>
  );
}
