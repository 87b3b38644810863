import {
  ORDER_STATUS_LABELS,
  type PayeeAccount,
  type ReviewedAccount,
} from '@lyp/shared/auction/order.schemas';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { DomainEventPublisher } from '../../lib/domain-events';
import type { FilesService } from '../files';
import type { OperationLogService } from '../operation-log';
import type { OrderRow, OrdersRepository } from './orders.repository';
import { toBuyerOrderDetail, toOrder } from './order-views';

export interface OrdersServiceDeps {
  orders: OrdersRepository;
  files: FilesService;
  clock: Clock;
  /** Where a sale's money goes is kept in the operation log: who changed it, from what to what. */
  operationLog: Pick<OperationLogService, 'record'>;
  /** The platform's account, which the buyer pays the goods amount into. */
  payeeAccount: () => Promise<PayeeAccount | null>;
  /** The accounts reviewers approved for each company: the only places a sale is settled to. */
  reviewedAccounts: { listUsable(orgId: number): Promise<ReviewedAccount[]> };
  /**
   * A weighing changes the sale's amounts: the documents so far are issued first (they stay, on
   * the estimate), then again as new versions.
   */
  /** The buyer hears of a weighing (过磅) through the messages module. */
  events: DomainEventPublisher;
  saleDocuments: { ensureIssued(orderId: number): Promise<void>; reissue(orderId: number): Promise<void> };
}

/** The steps every use case of an order starts or ends with. */
export function createOrderLookups({ orders, payeeAccount }: OrdersServiceDeps) {
  const wrongState = (row: OrderRow, action: string, status = ORDER_STATUS_LABELS[row.status]) =>
    new AppError('ORDER_WRONG_STATE', { params: { status, action } });

  /** The order if `may` lets the caller act on it; anyone else's answers exactly like a missing one. */
  async function requireOrder(id: number, may: (row: OrderRow) => boolean): Promise<OrderRow> {
    const row = await orders.find(id);
    if (!row || !may(row)) throw new AppError('ORDER_NOT_FOUND');
    return row;
  }

  const reload = async (id: number) => toOrder((await orders.find(id))!);
  const buyerDetail = async (row: OrderRow) =>
    toBuyerOrderDetail(row, {
      payeeAccount: await payeeAccount(),
      contacts: await orders.viewingContacts(row.lotId),
    });

  return { wrongState, requireOrder, reload, buyerDetail };
}

/** What each use case of the orders service receives: the module's dependencies and its lookups. */
export type OrderUseCaseDeps = OrdersServiceDeps & ReturnType<typeof createOrderLookups>;
