import type { DbOrTx } from '../../db/client';
import { recordWebhookEvent } from '../webhooks';
import type { CloseDecision } from './closing.types';

type SaleOrder = Extract<CloseDecision, { outcome: 'sold' }>['order'];

/**
 * The order.created webhook event, in the transaction that made the order (a close, or a
 * runner-up accepting an offer): both sides' systems hear of it.
 */
export async function recordOrderCreated(
  tx: DbOrTx,
  created: { orderId: number; lotId: number; order: SaleOrder; runnerUp: boolean },
  now: Date,
): Promise<void> {
  const { order } = created;
  await recordWebhookEvent(tx, {
    type: 'order.created',
    orgIds: [order.sellerOrgId, order.buyerOrgId],
    data: {
      orderId: created.orderId,
      orderNo: order.orderNo,
      lotId: created.lotId,
      priceFen: order.priceFen,
      amountDueFen: order.amountDueFen,
      paymentDeadlineAt: order.paymentDeadlineAt.toISOString(),
      runnerUp: created.runnerUp,
    },
    occurredAt: now,
  });
}
