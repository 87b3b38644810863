import type { Order } from '@lyp/shared/auction/order.schemas';
import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import { exportSellerOrders, recordWeighing, refreshSellerOrders, sellerOrdersQuery } from '../api/orders';
import { canWeigh, weighedIfUnitPriced } from '../lib/order-display';
import { ORDER_COLUMNS, ORDER_FILTERS } from './order-columns';
import { OrderListPage, type OrderStep } from './order-list-page';
import { canRecordInvoice, InvoiceModal } from './invoice-modal';
import { PickupModal } from './pickup-modal';
import { isPickupOverdue, PickupOverdueModal } from './pickup-overdue-modal';
import { RunnerUpModal } from './runner-up-modal';
import { SettlementAccountModal } from './settlement-account-modal';
import { WeighModal } from './weigh-modal';

/** Where the money goes is the seller's to choose until it is sent, unless the sale fell through. */
const accountChosen = (order: Order) => order.status === 'defaulted' || order.settledAt !== null;

const STEPS: OrderStep<'weigh' | 'pickup' | 'overdue' | 'invoice' | 'invoiceFix' | 'account' | 'runnerUp'>[] =
  [
    {
      kind: 'weigh',
      label: '过磅',
      code: PERMISSIONS.orderManageWeigh.code,
      allowed: canWeigh,
      drawer: { label: '录入过磅', primary: true },
    },
    {
      kind: 'pickup',
      label: '确认提货',
      code: PERMISSIONS.orderManagePickup.code,
      // A 单价 sale is weighed first: the pickup keeps that weight.
      allowed: (order) => order.status === 'paid' && weighedIfUnitPriced(order),
      drawer: { primary: true },
    },
    {
      kind: 'overdue',
      label: '逾期未提',
      code: PERMISSIONS.orderManagePickup.code,
      allowed: isPickupOverdue,
      drawer: { label: '记录逾期未提', primary: false },
    },
    {
      kind: 'invoice',
      label: '登记发票',
      code: PERMISSIONS.orderManageInvoice.code,
      allowed: (order) => canRecordInvoice(order) && order.invoice.state === 'awaiting_invoice',
      drawer: { primary: false },
    },
    {
      kind: 'invoiceFix',
      label: '更正发票',
      code: PERMISSIONS.orderManageInvoice.code,
      allowed: (order) => canRecordInvoice(order) && order.invoice.state === 'issued',
      drawer: { primary: false },
    },
    {
      kind: 'account',
      label: '收款账户',
      code: PERMISSIONS.orderManageBankEdit.code,
      allowed: (order) => !accountChosen(order),
      drawer: { label: '选择收款账户', primary: false },
    },
    {
      kind: 'runnerUp',
      label: '悔拍递补',
      code: PERMISSIONS.orderManageRunnerUp.code,
      allowed: (order) => order.status === 'defaulted',
      drawer: { primary: true },
    },
  ];

/**
 * 订单管理: the organisation's sales. The platform confirms the buyer's payment (the money goes
 * to its account); the seller sees it confirmed, records the pickup and chooses the payee.
 */
export function OrderManagePage() {
  return (
    <OrderListPage
      title="订单管理"
      filters={ORDER_FILTERS}
      query={(state) => sellerOrdersQuery({ ...state.filters, current: state.current, size: state.size })}
      columns={ORDER_COLUMNS}
      actionsWidth={240}
      viewCode={PERMISSIONS.orderManageView.code}
      exportAs={{
        code: PERMISSIONS.orderManageExport.code,
        fileName: '订单管理.xlsx',
        download: exportSellerOrders,
      }}
      steps={STEPS}
      refresh={refreshSellerOrders}
      dialogs={(dialogOf) => (
        <>
          <WeighModal {...dialogOf('weigh')} submit={recordWeighing} />
          <PickupModal {...dialogOf('pickup')} />
          <PickupOverdueModal {...dialogOf('overdue')} />
          <InvoiceModal {...dialogOf('invoice')} />
          <InvoiceModal {...dialogOf('invoiceFix')} />
          <SettlementAccountModal {...dialogOf('account')} />
          <RunnerUpModal {...dialogOf('runnerUp')} side="seller" />
        </>
      )}
    />
  );
}
