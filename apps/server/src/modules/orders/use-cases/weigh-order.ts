import {
  commissionFen,
  DEFAULT_COMMISSION_TIERS,
  type CommissionTier,
} from '@lyp/shared/auction/auction-rules';
import {
  weighedAmounts,
  weighingNeedsBuyer,
  type OrderWeighBody,
} from '@lyp/shared/auction/order-weighing.schemas';
import type { Order } from '@lyp/shared/auction/order.schemas';
import { formatFen } from '@lyp/shared/format/currency';
import { AppError } from '../../../lib/app-error';
import type { Principal } from '../../../lib/principal';
import { sameTenant } from '../order-access';
import type { OrderRow } from '../orders.repository';
import type { OrderUseCaseDeps } from '../orders-deps';

/** Who records a weighing: the seller, on its own organisation's orders; or the platform, on its tenant's. */
export type WeighingSide = 'seller' | 'platform';

/** The bands the order was charged at the close: its commission follows the final amount on them. */
const tiersOf = (row: OrderRow): readonly CommissionTier[] =>
  row.commissionTiers ? (JSON.parse(row.commissionTiers) as CommissionTier[]) : DEFAULT_COMMISSION_TIERS;

/**
 * 过磅: the weighbridge's quantity at pickup prices a 单价 order finally: goods amount = unit price
 * × weighed quantity, commission on it, the difference from the estimate settled both ways, and
 * the documents issued again as new versions (the old ones stay).
 */
export function weighOrder(deps: OrderUseCaseDeps) {
  const { orders, clock, requireOrder, wrongState, reload } = deps;
  return async (
    principal: Principal,
    id: number,
    body: OrderWeighBody,
    side: WeighingSide,
  ): Promise<Order> => {
    const row = await requireOrder(id, (order) =>
      side === 'seller' ? order.sellerOrgId === principal.orgId : sameTenant(principal, order),
    );
    if (row.priceBasis !== 'unit' || row.unitPriceFen === null || row.estimatedAmountFen === null)
      throw new AppError('ORDER_NOT_UNIT_PRICED');
    const action = '录入过磅（须货款确认后、确认提货前，且买受人尚未确认过磅结果）';
    if (row.status !== 'paid' || row.weighingConfirmedAt !== null || row.differenceSettledAt !== null)
      throw wrongState(row, action);
    const ticket = body.ticketFileId
      ? { businessType: 'order_weighing_ticket' as const, businessId: row.id, fileIds: [body.ticketFileId] }
      : undefined;
    // Checked first, so a wrong file fails before the order changes.
    if (ticket) await deps.files.checkUsable(principal, ticket);
    const priced = { unitPriceFen: row.unitPriceFen, estimatedAmountFen: row.estimatedAmountFen };
    const { finalAmountFen, differenceFen } = weighedAmounts(priced, body.weighedQuantity);
    await deps.saleDocuments.ensureIssued(row.id);
    const done = await orders.weigh({
      id: row.id,
      userId: principal.userId,
      weighedQuantity: body.weighedQuantity,
      priceFen: finalAmountFen,
      commissionFen: commissionFen(finalAmountFen, tiersOf(row)),
      needsBuyer: weighingNeedsBuyer(row.estimatedQuantity ?? '0', body.weighedQuantity),
      ticketFileId: body.ticketFileId ?? row.weighingTicketFileId,
      remark: body.remark ?? null,
      now: clock.now(),
    });
    if (!done) throw wrongState((await orders.find(row.id))!, action);
    if (ticket) await deps.files.bind(principal, ticket);
    await deps.saleDocuments.reissue(row.id);
    const after = await reload(row.id);
    await deps.events.publish('order.weighed', {
      orderId: row.id,
      buyerUserId: row.buyerUserId,
      lotTitle: row.lotTitle,
      finalAmountFen,
      differenceFen,
      needsBuyerConfirmation: after.weighing?.needsBuyerConfirmation ?? false,
      weighedAt: after.weighing?.weighedAt ?? clock.now().toISOString(),
    });
    await deps.operationLog.record(principal, {
      action: 'order_weigh',
      targetType: 'order',
      targetId: row.id,
      summary: `订单 ${row.orderNo} 过磅 ${body.weighedQuantity}：货款 ${formatFen(finalAmountFen)}，差额 ${formatFen(differenceFen)}`,
      before: { priceFen: row.priceFen, weighedQuantity: row.weighedQuantity },
      after: { priceFen: finalAmountFen, weighedQuantity: body.weighedQuantity, differenceFen },
    });
    return after;
  };
}
