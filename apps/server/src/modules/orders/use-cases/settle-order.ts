import {
  type Order,
  type OrderSettleBody,
  SETTLEABLE_STATUSES,
  SETTLEMENT_REVIEW_STATE_LABELS,
} from '@lyp/shared/auction/order.schemas';
import { AppError } from '../../../lib/app-error';
import type { Principal } from '../../../lib/principal';
import { sameTenant } from '../order-access';
import { settlementAccountOf } from '../order-views';
import { assertWeighingSettled } from '../order-weighing';
import type { OrderUseCaseDeps } from '../orders-deps';

/**
 * 结算: the platform has sent the seller its share (price less commission; for a 单价 sale on the
 * weighed quantity) and records the
 * transfer. Refused before the payment is confirmed, a second time, or without an account.
 */
export function settleOrder(deps: OrderUseCaseDeps) {
  const { orders, clock, requireOrder, wrongState, reload } = deps;
  return async (principal: Principal, body: OrderSettleBody): Promise<Order> => {
    const row = await requireOrder(body.orderId, (order) => sameTenant(principal, order));
    if (row.settledAt !== null) throw wrongState(row, '重复结算', '已结算');
    if (!SETTLEABLE_STATUSES.includes(row.status)) throw wrongState(row, '结算（须货款确认后）');
    // A 单价 sale is settled on the weighed quantity, once the buyer has settled up too.
    assertWeighingSettled(row);
    const account = settlementAccountOf(row);
    if (!account) throw new AppError('ORDER_NO_SETTLEMENT_ACCOUNT');
    // Money goes only to an account a reviewer approved, in the certified company's name.
    if (account.reviewState !== 'reviewed' || account.id === null)
      throw new AppError('SETTLEMENT_ACCOUNT_NOT_SETTLEABLE', {
        params: {
          account: `${account.accountName} ${account.bankNumber}`,
          state: SETTLEMENT_REVIEW_STATE_LABELS[account.reviewState],
        },
      });
    const accountId = account.id;

    const voucher = body.voucherFileId
      ? {
          businessType: 'order_settlement_voucher' as const,
          businessId: row.id,
          fileIds: [body.voucherFileId],
        }
      : undefined;
    // Checked first, so a wrong file fails before the order changes.
    if (voucher) await deps.files.checkUsable(principal, voucher);
    const amountFen = row.priceFen - row.commissionFen;
    const settled = await orders.settle({
      id: row.id,
      amountFen,
      account: { ...account, id: accountId },
      reference: body.transferReference,
      voucherFileId: body.voucherFileId ?? null,
      userId: principal.userId,
      now: clock.now(),
    });
    if (!settled) {
      const current = (await orders.find(row.id))!;
      if (current.settledAt !== null) throw wrongState(current, '重复结算', '已结算');
      if (SETTLEABLE_STATUSES.includes(current.status))
        throw new AppError('SETTLEMENT_ACCOUNT_NOT_SETTLEABLE', {
          params: {
            account: `${account.accountName} ${account.bankNumber}`,
            state: SETTLEMENT_REVIEW_STATE_LABELS.retired,
          },
        });
      throw wrongState(current, '结算（须货款确认后）');
    }
    if (voucher) await deps.files.bind(principal, voucher);
    const after = await reload(row.id);
    // Money leaving the platform: who sent how much where, kept like other money actions.
    await deps.operationLog.record(principal, {
      action: 'order_settle',
      targetType: 'order',
      targetId: row.id,
      summary: `结算订单 ${row.orderNo}：向 ${account.accountName} 转出 ${(amountFen / 100).toFixed(2)} 元`,
      before: null,
      after: {
        amountFen,
        account,
        transferReference: body.transferReference,
        voucherFileId: body.voucherFileId ?? null,
      },
    });
    return after;
  };
}
