import { createOrderLookups, type OrdersServiceDeps } from './orders-deps';
import { auditOrderPayment } from './use-cases/audit-order-payment';
import { confirmOrderPickup } from './use-cases/confirm-order-pickup';
import { recordOrderInvoice } from './use-cases/record-order-invoice';
import { recordPickupOverdue } from './use-cases/record-pickup-overdue';
import { confirmWeighing } from './use-cases/confirm-weighing';
import { createOrderExports } from './use-cases/export-orders';
import { getMyOrder, getOrder } from './use-cases/get-order';
import { createOrderLists } from './use-cases/list-orders';
import { createOrderSettlementAccountChoice } from './use-cases/order-settlement-account-choice';
import { createOrderStatementPayments } from './use-cases/order-statement-payments';
import { createOrderVoucherAccess } from './use-cases/order-voucher-access';
import { payOrderBalance } from './use-cases/pay-order-balance';
import { settleOrder } from './use-cases/settle-order';
import { settleOrderDifference } from './use-cases/settle-order-difference';
import { submitOrderPayment } from './use-cases/submit-order-payment';
import { weighOrder } from './use-cases/weigh-order';

export type { OrdersServiceDeps } from './orders-deps';

/** Orders made at the close, and the goods payment: the buyer sends a voucher, the platform confirms it. */
export function createOrdersService(deps: OrdersServiceDeps) {
  const useCaseDeps = { ...deps, ...createOrderLookups(deps) };
  return {
    ...createOrderStatementPayments(useCaseDeps),
    ...createOrderSettlementAccountChoice(useCaseDeps),
    ...createOrderLists(useCaseDeps),
    ...createOrderExports(useCaseDeps),
    myGet: getMyOrder(useCaseDeps),
    get: getOrder(useCaseDeps),
    pay: submitOrderPayment(useCaseDeps),
    auditPayment: auditOrderPayment(useCaseDeps),
    settle: settleOrder(useCaseDeps),
    confirmPickup: confirmOrderPickup(useCaseDeps),
    recordPickupOverdue: recordPickupOverdue(useCaseDeps),
    recordInvoice: recordOrderInvoice(useCaseDeps),
    weigh: weighOrder(useCaseDeps),
    confirmWeighing: confirmWeighing(useCaseDeps),
    payBalance: payOrderBalance(useCaseDeps),
    settleDifference: settleOrderDifference(useCaseDeps),
    ...createOrderVoucherAccess(useCaseDeps),
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
