import { and, eq, gt, ne, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { orders, runnerUpOffers } from '../../db/schema';
import { HOUR_MS } from '../../lib/clock';
import type { WrittenMessage } from '../messages';
import {
  closeOffer,
  depositStepOf,
  lockLot,
  logOffer,
  offerNextStep,
  openOfferOf,
  releaseOfferDeposit,
} from './offer-chain-steps';
import { missingQualificationsSql } from '../bidders';
import { acceptIntoOrderStep } from './offer-sale-step';
import type { OfferLedger, OfferRow, RecordNotices } from './runner-up.types';

export type StartOutcome =
  | { outcome: 'offered' | 'no_taker'; written: WrittenMessage[] }
  | { outcome: 'open'; deadlineAt: Date }
  | { outcome: 'superseded' };

export type RespondOutcome =
  | { outcome: 'not_found' }
  | { outcome: 'closed'; offer: OfferRow }
  | { outcome: 'expired'; offer: OfferRow }
  /** The lot requires licences the bidder no longer holds, approved and valid, today. */
  | { outcome: 'unqualified'; missing: string[] }
  | { outcome: 'done'; written: WrittenMessage[] };

/** The bidder's open offer, the lot locked, or why there is none to answer. */
async function lockOwnOffer(tx: DbOrTx, offerId: number, userId: number) {
  const [found] = await tx.select().from(runnerUpOffers).where(eq(runnerUpOffers.id, offerId));
  if (!found || found.userId !== userId) return { outcome: 'not_found' as const };
  const locked = (await lockLot(tx, found.lotId))!;
  const [offer] = await tx.select().from(runnerUpOffers).where(eq(runnerUpOffers.id, offerId));
  if (offer!.status !== 'open') return { outcome: 'closed' as const, offer: offer! };
  return { outcome: 'open' as const, offer: offer!, locked };
}

/**
 * The offers' changes, each one transaction under the lot's row lock: started by the seller (or
 * the platform), answered by the bidder. The sweeps are in offer-sweep-writes.ts.
 */
export function createOfferWrites(db: Db, ledger: OfferLedger, recordNotices: RecordNotices) {
  const offerNext = offerNextStep(recordNotices);
  const acceptIntoOrder = acceptIntoOrderStep(ledger, recordNotices);

  return {
    /**
     * 悔拍递补 from a defaulted order: the next bidder in line is offered the lot. Refused while
     * an offer is open, or once the lot has a later order (taken, or defaulted again: the chain
     * goes on from that one).
     */
    async startChain(input: {
      order: { id: number; lotId: number };
      offeredBy: number;
      hours: number;
      now: Date;
    }): Promise<StartOutcome> {
      return db.transaction(async (tx) => {
        const locked = (await lockLot(tx, input.order.lotId))!;
        const open = await openOfferOf(tx, locked.lot.id);
        if (open) return { outcome: 'open', deadlineAt: open.deadlineAt };
        const [later] = await tx
          .select({ id: orders.id })
          .from(orders)
          .where(
            and(
              eq(orders.lotId, locked.lot.id),
              or(ne(orders.status, 'defaulted'), gt(orders.id, input.order.id)),
            ),
          )
          .limit(1);
        if (later) return { outcome: 'superseded' };
        const { offer, written } = await offerNext(tx, locked, {
          defaultedOrderId: input.order.id,
          offeredBy: input.offeredBy,
          hours: input.hours,
          now: input.now,
          automatic: false,
        });
        return { outcome: offer ? 'offered' : 'no_taker', written };
      });
    },

    /**
     * 接受递补: with the deposit frozen, the order is made at once; otherwise the bidder's yes is
     * kept (待缴纳保证金) and the order follows the deposit's confirmation. Past the deadline it
     * is refused, unless a deposit voucher under review stopped the clock.
     */
    async accept(offerId: number, userId: number, now: Date): Promise<RespondOutcome> {
      return db.transaction(async (tx) => {
        const mine = await lockOwnOffer(tx, offerId, userId);
        if (mine.outcome !== 'open') return mine;
        const { offer, locked } = mine;
        const step = await depositStepOf(tx, offer.lotId, userId);
        if (offer.deadlineAt.getTime() <= now.getTime() && step !== 'review')
          return { outcome: 'expired', offer };
        // Licences are checked as they stand now: one lapsed or rejected since the bid stops the sale.
        const [qualified] = await tx
          .execute<{ missing: string[] | null }>(
            sql`select ${missingQualificationsSql(offer.lotId, userId, now)} as missing`,
          )
          .then((result) => result.rows);
        if (qualified?.missing) return { outcome: 'unqualified', missing: qualified.missing };
        if (step === 'ready') {
          const sold = await acceptIntoOrder(tx, locked, offer, userId, now);
          return { outcome: 'done', written: sold?.written ?? [] };
        }
        await tx
          .update(runnerUpOffers)
          .set({
            acceptRequestedAt: sql`coalesce(${runnerUpOffers.acceptRequestedAt}, ${now.toISOString()}::timestamptz)`,
            updatedAt: now,
          })
          .where(eq(runnerUpOffers.id, offer.id));
        return { outcome: 'done', written: [] };
      });
    },

    decline: declineOf(db, ledger, offerNext),
  };
}

/** The chain keeps the hours its first offer was given. */
export const offerHours = (offer: OfferRow) =>
  Math.max(1, Math.round((offer.deadlineAt.getTime() - offer.createdAt.getTime()) / HOUR_MS));

/** 放弃递补: the deposit kept for it is released and the next bidder is offered the lot at once. */
function declineOf(db: Db, ledger: OfferLedger, offerNext: ReturnType<typeof offerNextStep>) {
  return async (offerId: number, userId: number, now: Date): Promise<RespondOutcome> => {
    return db.transaction(async (tx) => {
      const mine = await lockOwnOffer(tx, offerId, userId);
      if (mine.outcome !== 'open') return mine;
      const { locked } = mine;
      const offer = (await closeOffer(tx, offerId, 'declined', now))!;
      await releaseOfferDeposit(ledger, tx, offer, '放弃悔拍递补，保证金释放退还', now);
      await logOffer(
        tx,
        locked,
        {
          actorUserId: userId,
          action: 'runner_up.decline',
          offerId: offer.id,
          orderId: offer.defaultedOrderId,
          summary: `悔拍递补：竞买人放弃“${locked.lot.title}”的递补邀请`,
        },
        now,
      );
      const next = await offerNext(tx, locked, {
        defaultedOrderId: offer.defaultedOrderId,
        offeredBy: offer.offeredBy,
        hours: offerHours(offer),
        now,
        automatic: true,
      });
      return { outcome: 'done', written: next.written };
    });
  };
}
