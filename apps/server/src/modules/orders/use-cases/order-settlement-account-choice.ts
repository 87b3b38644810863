import type { Order, ReviewedAccount, SettlementAccountBody } from '@lyp/shared/auction/order.schemas';
import { AppError } from '../../../lib/app-error';
import type { Clock } from '../../../lib/clock';
import type { Principal } from '../../../lib/principal';
import type { OperationLogService } from '../../operation-log';
import type { OrderRow, OrdersRepository } from '../orders.repository';
import { settlementAccountOf } from '../order-views';

/** What choosing a sale's settlement account shares with the rest of the orders service. */
interface Deps {
  orders: OrdersRepository;
  clock: Clock;
  operationLog: Pick<OperationLogService, 'record'>;
  reviewedAccounts: { listUsable(orgId: number): Promise<ReviewedAccount[]> };
  requireOrder: (id: number, may: (row: OrderRow) => boolean) => Promise<OrderRow>;
  wrongState: (row: OrderRow, action: string) => AppError;
  reload: (id: number) => Promise<Order>;
}

/**
 * 收款账户: which of the seller company's reviewed accounts a sale is settled to. Money goes only
 * to an account a reviewer approved, in the certified company's name: nothing is typed here.
 */
export function createOrderSettlementAccountChoice(deps: Deps) {
  const { orders, clock, requireOrder, wrongState, reload } = deps;
  return {
    /** The company's reviewed accounts this sale may be settled to: the seller chooses among them. */
    async settlementAccountOptions(principal: Principal, orderId: number): Promise<ReviewedAccount[]> {
      const row = await requireOrder(orderId, (order) => order.sellerOrgId === principal.orgId);
      return deps.reviewedAccounts.listUsable(row.sellerOrgId);
    },

    /**
     * Which of the company's reviewed accounts this sale is settled to, instead of the one in
     * force: never an account typed here, and only one in the certified company's name.
     */
    async setSettlementAccount(principal: Principal, body: SettlementAccountBody): Promise<Order> {
      const row = await requireOrder(body.orderId, (order) => order.sellerOrgId === principal.orgId);
      const usable = await deps.reviewedAccounts.listUsable(row.sellerOrgId);
      const chosen = usable.find((account) => account.id === body.accountId);
      if (!chosen) throw new AppError('SETTLEMENT_ACCOUNT_NOT_FOUND', { field: 'accountId' });
      if (chosen.accountName !== row.certifiedName)
        throw new AppError('SETTLEMENT_ACCOUNT_NAME_MISMATCH', {
          params: { accountName: chosen.accountName, certifiedName: row.certifiedName ?? '（未认证）' },
          field: 'accountId',
        });
      const changed =
        row.status !== 'defaulted' &&
        (await orders.setSettlementAccount({ id: row.id, accountId: chosen.id, now: clock.now() }));
      if (!changed) throw wrongState((await orders.find(row.id))!, '修改收款账户');
      const after = await reload(row.id);
      await deps.operationLog.record(principal, {
        action: 'order_settlement_account',
        targetType: 'order',
        targetId: row.id,
        summary: `修改订单 ${row.orderNo} 的收款账户`,
        before: settlementAccountOf(row),
        after: after.settlementAccount,
      });
      return after;
    },
  };
}
