import { lotAmountFen } from '@lyp/shared/auction/auction-formats';
import { formatFen } from '@lyp/shared/format/currency';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bulletins, deposits, lots, operationLogs, orders, runnerUpOffers } from '../../db/schema';
import { HOUR_MS } from '../../lib/clock';
import { rankRunnerUps } from '../closing';
import { offerNotice, sellerResultNotice } from './offer-notices';
import type { LockedLot, OfferLedger, OfferLogEntry, OfferRow, RecordNotices } from './runner-up.types';
import type { WrittenMessage } from '../messages';

/** The lot taken FOR UPDATE: every change of its offers happens under this lock, one at a time. */
export async function lockLot(tx: DbOrTx, lotId: number, skipLocked = false): Promise<LockedLot | null> {
  const [row] = await tx
    .select({ lot: lots, tenantId: bulletins.tenantId, sellerUserId: bulletins.createdBy })
    .from(lots)
    .innerJoin(bulletins, eq(bulletins.id, lots.bulletinId))
    .where(eq(lots.id, lotId))
    .for('update', skipLocked ? { of: lots, skipLocked: true } : { of: lots });
  return row ?? null;
}

/** The lot's open offer, if any (there is at most one). */
export async function openOfferOf(tx: DbOrTx, lotId: number): Promise<OfferRow | null> {
  const [row] = await tx
    .select()
    .from(runnerUpOffers)
    .where(and(eq(runnerUpOffers.lotId, lotId), eq(runnerUpOffers.status, 'open')));
  return row ?? null;
}

/** An operation log entry in the same transaction: the chain's record commits with it. */
export async function logOffer(tx: DbOrTx, locked: LockedLot, entry: OfferLogEntry, now: Date) {
  await tx.insert(operationLogs).values({
    tenantId: locked.tenantId,
    actorUserId: entry.actorUserId,
    action: entry.action,
    targetType: 'order',
    targetId: String(entry.orderId),
    summary: entry.summary.slice(0, 200),
    before: null,
    after: { offerId: entry.offerId, ...(entry.after as object | undefined) },
    ip: null,
    createdAt: now,
  });
}

export interface NextOfferInput {
  defaultedOrderId: number;
  offeredBy: number;
  hours: number;
  now: Date;
  /** Said in the log: the seller's own step, or the chain moving on by itself. */
  automatic: boolean;
}

/**
 * Offers the locked lot to the next bidder in line, at their own highest bid, or (nobody left)
 * marks the defaulted order 无人递补 and tells the seller. The open-offer unique index backs the
 * lot lock: two live offers can never be written.
 */
export function offerNextStep(recordNotices: RecordNotices) {
  return async (
    tx: DbOrTx,
    locked: LockedLot,
    input: NextOfferInput,
  ): Promise<{ offer: OfferRow | null; written: WrittenMessage[] }> => {
    const { lot } = locked;
    const { now } = input;
    const [next] = await rankRunnerUps(tx, lot.id);
    const who = input.automatic ? '系统自动' : '';
    if (!next) {
      await tx
        .update(orders)
        .set({ runnerUpEndedAt: now, updatedAt: now })
        .where(eq(orders.id, input.defaultedOrderId));
      await logOffer(
        tx,
        locked,
        {
          actorUserId: input.offeredBy,
          action: 'runner_up.no_taker',
          offerId: null,
          orderId: input.defaultedOrderId,
          summary: `${who}悔拍递补：“${lot.title}”已无可递补的竞买人`,
        },
        now,
      );
      const written = await recordNotices(tx, [
        sellerResultNotice(locked, { kind: 'no_taker', defaultedOrderId: input.defaultedOrderId }),
      ]);
      return { offer: null, written };
    }
    const [kept] = await tx
      .select({ id: deposits.id })
      .from(deposits)
      .where(
        and(eq(deposits.lotId, lot.id), eq(deposits.userId, next.userId), eq(deposits.status, 'frozen')),
      );
    const [offer] = await tx
      .insert(runnerUpOffers)
      .values({
        lotId: lot.id,
        defaultedOrderId: input.defaultedOrderId,
        userId: next.userId,
        bidFen: next.bidFen,
        amountFen: lotAmountFen(lot, next.bidFen),
        status: 'open',
        deadlineAt: new Date(now.getTime() + input.hours * HOUR_MS),
        depositKept: kept !== undefined,
        offeredBy: input.offeredBy,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await logOffer(
      tx,
      locked,
      {
        actorUserId: input.offeredBy,
        action: 'runner_up.offer',
        offerId: offer!.id,
        orderId: input.defaultedOrderId,
        summary: `${who}悔拍递补：“${lot.title}”按 ${formatFen(offer!.amountFen)} 递补给竞买人（用户 ${next.userId}），${input.hours} 小时内答复`,
        after: { userId: next.userId, amountFen: offer!.amountFen, deadlineAt: offer!.deadlineAt },
      },
      now,
    );
    const written = await recordNotices(tx, [offerNotice(locked, offer!)]);
    return { offer: offer!, written };
  };
}

/** Frees the bidder's frozen deposit on the lot when their offer ends without a sale. */
export async function releaseOfferDeposit(
  ledger: OfferLedger,
  tx: DbOrTx,
  offer: OfferRow,
  note: string,
  now: Date,
) {
  await ledger.releaseForLots([offer.lotId], { userIds: [offer.userId], note, now }, tx);
}

/** Ends an open offer (declined, expired): answers the row, or null when it was no longer open. */
export async function closeOffer(
  tx: DbOrTx,
  offerId: number,
  status: 'declined' | 'expired',
  now: Date,
): Promise<OfferRow | null> {
  const [row] = await tx
    .update(runnerUpOffers)
    .set({ status, respondedAt: now, updatedAt: now })
    .where(and(eq(runnerUpOffers.id, offerId), eq(runnerUpOffers.status, 'open')))
    .returning();
  return row ?? null;
}

/** Whether the bidder has a deposit on the lot frozen (ready), under review, or none yet. */
export async function depositStepOf(tx: DbOrTx, lotId: number, userId: number) {
  const [row] = await tx
    .select({
      frozen: sql<boolean>`bool_or(${deposits.status} = 'frozen')`,
      submitted: sql<boolean>`bool_or(${deposits.status} = 'submitted')`,
    })
    .from(deposits)
    .where(and(eq(deposits.lotId, lotId), eq(deposits.userId, userId)));
  if (row?.frozen) return 'ready' as const;
  if (row?.submitted) return 'review' as const;
  return 'pay' as const;
}
