import { and, asc, eq, lte, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { runnerUpOffers } from '../../db/schema';
import type { WrittenMessage } from '../messages';
import { closeOffer, lockLot, logOffer, offerNextStep, releaseOfferDeposit } from './offer-chain-steps';
import { acceptIntoOrderStep } from './offer-sale-step';
import { releaseKeptDepositsOf } from './kept-deposit-writes';
import { offerHours } from './offer-writes';
import type { LockedLot, OfferLedger, OfferRow, RecordNotices } from './runner-up.types';

/** The bidder's deposit on the offer's lot in this state, as SQL over runner_up_offers. */
const bidderDeposit = (condition: SQL) => sql`exists (select 1 from deposits d
  where d.lot_id = ${runnerUpOffers.lotId} and d.user_id = ${runnerUpOffers.userId} and ${condition})`;

/** Paid anew while the offer was open, and confirmed: the offer becomes an order. */
const fundedAnew = and(eq(runnerUpOffers.depositKept, false), bidderDeposit(sql`d.status = 'frozen'`));

/** Past the deadline, with no voucher under review (that stops the clock) and not funded. */
const lapsed = (now: Date) =>
  and(
    lte(runnerUpOffers.deadlineAt, now),
    sql`not ${bidderDeposit(sql`d.status = 'submitted'`)}`,
    sql`not (${fundedAnew})`,
  );

/** The first open offer matching `condition`, its lot locked and the offer re-checked under the lock. */
async function lockNext(
  tx: DbOrTx,
  condition: SQL | undefined,
  skip: number[],
): Promise<{ locked: LockedLot; offer: OfferRow } | { skipped: number } | null> {
  const open = and(eq(runnerUpOffers.status, 'open'), condition);
  const [due] = await tx
    .select({ id: runnerUpOffers.id, lotId: runnerUpOffers.lotId })
    .from(runnerUpOffers)
    .where(and(open, skip.length > 0 ? notInArray(runnerUpOffers.id, skip) : undefined))
    .orderBy(asc(runnerUpOffers.deadlineAt))
    .limit(1);
  if (!due) return null;
  const locked = await lockLot(tx, due.lotId, true);
  if (!locked) return { skipped: due.id };
  const [offer] = await tx
    .select()
    .from(runnerUpOffers)
    .where(and(eq(runnerUpOffers.id, due.id), open));
  if (!offer) return { skipped: due.id };
  return { locked, offer };
}

export type SweepStep = { offerId: number; written: WrittenMessage[] } | { skipped: number } | null;

/**
 * The offers' deadlines and deposits, swept: each step one offer, one transaction, the lot locked
 * FOR UPDATE SKIP LOCKED and the offer re-read under the lock. A crash anywhere leaves the
 * offer as it was (and the next sweep does the step) or wholly moved on: never two live offers.
 */
export function createOfferSweepWrites(db: Db, ledger: OfferLedger, recordNotices: RecordNotices) {
  const offerNext = offerNextStep(recordNotices);
  const acceptIntoOrder = acceptIntoOrderStep(ledger, recordNotices);

  return {
    /** 逾期未答复: the next lapsed offer expires, its kept deposit is released, the next bidder offered. */
    async expireNextDue(now: Date, skip: number[] = []): Promise<SweepStep> {
      return db.transaction(async (tx) => {
        const next = await lockNext(tx, lapsed(now), skip);
        if (next === null || 'skipped' in next) return next;
        const { locked } = next;
        const offer = (await closeOffer(tx, next.offer.id, 'expired', now))!;
        await releaseOfferDeposit(ledger, tx, offer, '悔拍递补邀请逾期未答复，保证金释放退还', now);
        await logOffer(
          tx,
          locked,
          {
            actorUserId: offer.offeredBy,
            action: 'runner_up.expire',
            offerId: offer.id,
            orderId: offer.defaultedOrderId,
            summary: `系统：“${locked.lot.title}”的递补邀请逾期未答复，视为放弃`,
          },
          now,
        );
        const following = await offerNext(tx, locked, {
          defaultedOrderId: offer.defaultedOrderId,
          offeredBy: offer.offeredBy,
          hours: offerHours(offer),
          now,
          automatic: true,
        });
        return { offerId: offer.id, written: following.written };
      });
    },

    /** The next offer whose deposit, paid anew, was confirmed: it becomes the new order. */
    async convertNextFunded(now: Date, skip: number[] = []): Promise<SweepStep> {
      return db.transaction(async (tx) => {
        const next = await lockNext(tx, fundedAnew, skip);
        if (next === null || 'skipped' in next) return next;
        const sold = await acceptIntoOrder(tx, next.locked, next.offer, next.offer.userId, now);
        return { offerId: next.offer.id, written: sold?.written ?? [] };
      });
    },

    releaseKeptDeposits: releaseKeptDepositsOf(db, ledger),
  };
}
