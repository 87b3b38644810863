import type { Db } from '../../db/client';
import { createOrderInvoiceWrites } from './order-invoice';
import { createOrderPaymentWrites } from './order-payment-writes';
import { createOrderPickupWrites, createOrderSettlementWrites } from './order-settlement-writes';
import { createOrderWeighingWrites, createWeighingFollowUpWrites } from './order-weighing-writes';
import { createOrderLists, createOrderQueries } from './orders.queries';

export type {
  AccountOnRecord,
  OrderListFilter,
  OrderRow,
  PlatformOrderFilter,
  ViewingContact,
} from './orders.queries';

/**
 * Every payment step is one conditional UPDATE on the order's status, so two reviewers, or a
 * review racing the default sweep, cannot both win: the loser changes nothing and is told so.
 */
export function createOrdersRepository(db: Db) {
  return {
    ...createOrderQueries(db),
    ...createOrderLists(db),
    ...createOrderPaymentWrites(db),
    ...createOrderSettlementWrites(db),
    ...createOrderPickupWrites(db),
    ...createOrderWeighingWrites(db),
    ...createWeighingFollowUpWrites(db),
    ...createOrderInvoiceWrites(db),
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
