import { formatFen } from '@lyp/shared/format/currency';
import { formatTimestamp } from '@lyp/shared/format/timestamp';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orders, runnerUpOffers } from '../../db/schema';
import { loadDue, paymentDeadlineFrom, recordOrderCreated, saleOrderOf } from '../closing';
import type { WrittenMessage } from '../messages';
import { logOffer } from './offer-chain-steps';
import { sellerResultNotice } from './offer-notices';
import type { LockedLot, OfferLedger, OfferRow, RecordNotices } from './runner-up.types';

/**
 * 递补成交: the open offer of a locked lot becomes a new order at the bidder's own bid, with a new
 * number, 成交确认书 and payment deadline; their frozen deposit goes into the price. The defaulted
 * order stays as it was. Answers null when the offer was no longer open.
 */
export function acceptIntoOrderStep(ledger: OfferLedger, recordNotices: RecordNotices) {
  return async (
    tx: DbOrTx,
    locked: LockedLot,
    offer: OfferRow,
    actorUserId: number,
    now: Date,
  ): Promise<{ orderId: number; orderNo: string; written: WrittenMessage[] } | null> => {
    const { lot } = locked;
    const due = await loadDue(tx, { ...lot, leaderUserId: offer.userId });
    const [defaulted] = await tx
      .select({ orderNo: orders.orderNo })
      .from(orders)
      .where(eq(orders.id, offer.defaultedOrderId));
    if (!due.leader || !defaulted)
      throw new Error(`offer ${offer.id} has no bidder deposit or defaulted order`);
    const order = saleOrderOf(due, due.leader, {
      price: offer.bidFen,
      closedAt: now,
      paymentDeadlineAt: paymentDeadlineFrom(lot, now, now),
      runnerUp: { defaultedOrderNo: defaulted.orderNo, offeredAt: offer.createdAt.toISOString() },
    });
    const [taken] = await tx
      .update(runnerUpOffers)
      .set({ status: 'accepted', respondedAt: now, updatedAt: now })
      .where(and(eq(runnerUpOffers.id, offer.id), eq(runnerUpOffers.status, 'open')))
      .returning({ id: runnerUpOffers.id });
    if (!taken) return null;
    await ledger.applyToPrice(lot.id, offer.userId, now, tx);
    const [created] = await tx
      .insert(orders)
      .values({ ...order, lotId: lot.id, bulletinId: lot.bulletinId, createdAt: now, updatedAt: now })
      .returning({ id: orders.id, orderNo: orders.orderNo });
    await tx.update(runnerUpOffers).set({ orderId: created!.id }).where(eq(runnerUpOffers.id, offer.id));
    await recordOrderCreated(tx, { orderId: created!.id, lotId: lot.id, order, runnerUp: true }, now);
    await logOffer(
      tx,
      locked,
      {
        actorUserId,
        action: 'runner_up.accept',
        offerId: offer.id,
        orderId: offer.defaultedOrderId,
        summary: `悔拍递补成交：“${lot.title}”由递补竞买人以 ${formatFen(order.priceFen)} 接受，新订单 ${created!.orderNo}`,
        after: { orderId: created!.id, orderNo: created!.orderNo },
      },
      now,
    );
    const written = await recordNotices(tx, [
      sellerResultNotice(locked, { kind: 'accepted', offer, orderNo: created!.orderNo }),
      {
        userId: offer.userId,
        kind: 'lot_won',
        title: '递补成交，请按期付款',
        body: `您已递补竞得“${lot.title}”，成交价 ${formatFen(order.priceFen)}，请在 ${formatTimestamp(order.paymentDeadlineAt)} 前支付货款 ${formatFen(order.amountDueFen)}。`,
        link: '/personalcenter/myOrder',
        dedupeKey: `lot_won:offer:${offer.id}`,
      },
    ]);
    return { orderId: created!.id, orderNo: created!.orderNo, written };
  };
}
