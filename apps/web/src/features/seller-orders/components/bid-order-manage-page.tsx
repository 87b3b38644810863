import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import { useQuery } from '@tanstack/react-query';
import {
  exportPlatformOrders,
  platformOrderSellersQuery,
  platformOrdersQuery,
  refreshPlatformOrders,
} from '../api/orders';
import { settlementStateOf } from '../lib/order-display';
import { PLATFORM_ORDER_COLUMNS, platformOrderFilters } from './order-columns';
import { OrderListPage, type OrderStep } from './order-list-page';
import { PaymentReviewModal } from './payment-review-modal';
import { SettleModal } from './settle-modal';

const STEPS: OrderStep<'review' | 'settle'>[] = [
  {
    kind: 'review',
    label: '确认货款',
    code: PERMISSIONS.bidOrderPaymentAudit.code,
    allowed: (order) => order.status === 'payment_submitted',
    drawer: { primary: true },
  },
  {
    kind: 'settle',
    label: '结算',
    code: PERMISSIONS.bidOrderSettle.code,
    allowed: (order) => settlementStateOf(order) === 'unsettled',
    drawer: { primary: true },
  },
];

/** 竞价订单管理: every organisation's sales; confirm goods payments and settle sellers their share. */
export function BidOrderManagePage() {
  const sellers = useQuery(platformOrderSellersQuery()).data ?? [];
  return (
    <OrderListPage
      title="竞价订单管理"
      filters={platformOrderFilters(sellers)}
      query={(state) => platformOrdersQuery({ ...state.filters, current: state.current, size: state.size })}
      columns={PLATFORM_ORDER_COLUMNS}
      actionsWidth={180}
      viewCode={PERMISSIONS.bidOrderView.code}
      exportAs={{
        code: PERMISSIONS.bidOrderExport.code,
        fileName: '竞价订单.xlsx',
        download: exportPlatformOrders,
      }}
      steps={STEPS}
      audience="platform"
      refresh={refreshPlatformOrders}
      dialogs={(dialogOf) => (
        <>
          <PaymentReviewModal {...dialogOf('review')} />
          <SettleModal {...dialogOf('settle')} />
        </>
      )}
    />
  );
}
