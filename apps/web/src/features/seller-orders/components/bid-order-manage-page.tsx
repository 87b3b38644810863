import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import { useQuery } from '@tanstack/react-query';
import {
  exportPlatformOrders,
  platformOrderSellersQuery,
  platformOrdersQuery,
  recordPlatformWeighing,
  refreshPlatformOrders,
} from '../api/orders';
import { canWeigh, settlementStateOf, weighingSettled } from '../lib/order-display';
import { DifferenceSettleModal, differenceOpen } from './difference-settle-modal';
import { PLATFORM_ORDER_COLUMNS, platformOrderFilters } from './order-columns';
import { OrderListPage, type OrderStep } from './order-list-page';
import { PaymentReviewModal } from './payment-review-modal';
import { RunnerUpModal } from './runner-up-modal';
import { SettleModal } from './settle-modal';
import { WeighModal } from './weigh-modal';

const STEPS: OrderStep<'review' | 'weigh' | 'difference' | 'settle' | 'runnerUp'>[] = [
  {
    kind: 'review',
    label: '确认货款',
    code: PERMISSIONS.bidOrderPaymentAudit.code,
    allowed: (order) => order.status === 'payment_submitted',
    drawer: { primary: true },
  },
  {
    kind: 'weigh',
    label: '代录过磅',
    code: PERMISSIONS.bidOrderWeigh.code,
    allowed: canWeigh,
    drawer: { primary: false },
  },
  {
    kind: 'difference',
    label: '差额结清',
    code: PERMISSIONS.bidOrderPaymentAudit.code,
    allowed: differenceOpen,
    drawer: { primary: false },
  },
  {
    kind: 'settle',
    label: '结算',
    code: PERMISSIONS.bidOrderSettle.code,
    allowed: (order) => settlementStateOf(order) === 'unsettled' && weighingSettled(order),
    drawer: { primary: true },
  },
  {
    kind: 'runnerUp',
    label: '悔拍递补',
    code: PERMISSIONS.bidOrderRunnerUp.code,
    allowed: (order) => order.status === 'defaulted',
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
      actionsWidth={240}
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
          <WeighModal {...dialogOf('weigh')} submit={recordPlatformWeighing} />
          <DifferenceSettleModal {...dialogOf('difference')} />
          <SettleModal {...dialogOf('settle')} />
          <RunnerUpModal {...dialogOf('runnerUp')} side="platform" />
        </>
      )}
    />
  );
}
