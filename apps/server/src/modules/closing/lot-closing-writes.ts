import { and, asc, eq, inArray, isNotNull, isNull, lte, notInArray, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { lots, orders } from '../../db/schema';
import type { Notice, WrittenMessage } from '../messages';
import { openLotChain } from '../auction-record';
import { revealSealedBids } from '../sealed-bids';
import { closeRecordOf, withChainHead } from './close-record';
import { loadDue, type DueLot, type LotRow } from './due-lot';
import { rankRunnerUps } from './runner-up-ranking';
import { recordWebhookEvent } from '../webhooks';
import { recordOrderCreated } from './order-created-event';
import { SweepItemFailed, type CloseDecision, type ClosingLedger, type RecordNotices } from './closing.types';

/** A lot just closed: how, its event number, and the head of its chain of records. */
interface ClosedLot {
  due: DueLot;
  decision: CloseDecision;
  eventSeq: number;
  chainHead: string | null;
}

/** Settles one locked lot inside its close transaction. */
function closeLockedLot(ledger: ClosingLedger) {
  return async function closeLocked(
    tx: DbOrTx,
    lot: LotRow,
    now: Date,
    decide: (due: DueLot, now: Date) => CloseDecision,
  ): Promise<ClosedLot | null> {
    // A sealed-bid lot's bids become its record and its price only now, in this transaction,
    // and enter the lot's chain of records with the close that follows them.
    const chain = await openLotChain(tx, lot.id);
    const due = await loadDue(tx, await revealSealedBids(tx, lot, chain));
    const decision = decide(due, now);
    const [closed] = await tx
      .update(lots)
      .set({
        status: decision.outcome,
        closedAt: now,
        eventSeq: sql`${lots.eventSeq} + 1`,
        updatedAt: now,
      })
      .where(and(eq(lots.id, lot.id), inArray(lots.status, ['scheduled', 'bidding'])))
      .returning({ eventSeq: lots.eventSeq });
    if (!closed) return null;
    chain.event(closeRecordOf(due, decision, now));
    const head = await chain.save();
    const winner = decision.outcome === 'sold' ? due.leader : null;
    // 保留次高出价人保证金: the runner-up's deposit stays frozen until the winner pays or defaults.
    const keptUserIds =
      winner && due.bulletin.keepRunnerUpDeposit
        ? (await rankRunnerUps(tx, lot.id, { exceptUserIds: [winner.userId] })).map((next) => next.userId)
        : [];
    let orderId: number | null = null;
    if (decision.outcome === 'sold' && winner) {
      await ledger.applyToPrice(lot.id, winner.userId, now, tx);
      const [order] = await tx
        .insert(orders)
        .values({
          ...withChainHead(decision.order, head.hash),
          lotId: lot.id,
          bulletinId: lot.bulletinId,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: orders.id });
      orderId = order!.id;
    }
    await recordCloseEvents(tx, due, decision, orderId, now);
    await ledger.releaseForLots(
      [lot.id],
      {
        ...(winner ? { exceptUserIds: [winner.userId, ...keptUserIds] } : {}),
        note:
          decision.outcome === 'sold'
            ? '未竞得（标的已由其他竞买人竞得），保证金释放退还'
            : '标的流拍，保证金释放退还',
        now,
      },
      tx,
    );
    // A lot from before the chain has no record to check: its head is not offered as one.
    return { due, decision, eventSeq: closed.eventSeq, chainHead: lot.chained ? head.hash : null };
  };
}

/** The close's webhook events, in its transaction: the lot's end to the seller, and the order to both sides. */
async function recordCloseEvents(
  tx: DbOrTx,
  due: DueLot,
  decision: CloseDecision,
  orderId: number | null,
  now: Date,
): Promise<void> {
  const sellerOrgId = due.bulletin.sellerOrgId;
  const sold = decision.outcome === 'sold' ? decision.order : null;
  await recordWebhookEvent(tx, {
    type: 'lot.closed',
    orgIds: [sellerOrgId],
    data: {
      lotId: due.lot.id,
      bulletinId: due.bulletin.id,
      outcome: decision.outcome,
      priceFen: sold?.priceFen ?? null,
      orderId,
      closedAt: now.toISOString(),
    },
    occurredAt: now,
  });
  if (sold && orderId !== null)
    await recordOrderCreated(tx, { orderId, lotId: due.lot.id, order: sold, runnerUp: false }, now);
}

/** Opening and closing lots: each lot is taken FOR UPDATE SKIP LOCKED and re-checked. */
export function createLotClosingWrites(db: Db, ledger: ClosingLedger, recordNotices: RecordNotices) {
  const closeLocked = closeLockedLot(ledger);
  return {
    /** Opens lots whose start has passed; answers them with their new sequence numbers. */
    async startDueLots(now: Date, limit = 200) {
      const due = db
        .select({ id: lots.id })
        .from(lots)
        .where(and(eq(lots.status, 'scheduled'), lte(lots.startsAt, now)))
        .orderBy(asc(lots.startsAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(lots)
        .set({ status: 'bidding', eventSeq: sql`${lots.eventSeq} + 1`, updatedAt: now })
        .where(and(inArray(lots.id, due), eq(lots.status, 'scheduled')))
        .returning({ id: lots.id, eventSeq: lots.eventSeq, endsAt: lots.endsAt });
    },

    /** Locks the next lot past its deadline, lets `decide` settle it, and writes that, or answers null. */
    async closeNextDueLot(
      cutoff: Date,
      now: Date,
      decide: (due: DueLot, now: Date) => CloseDecision,
      skipLotIds: number[] = [],
      noticesOf: (closed: { due: DueLot; decision: CloseDecision }) => Notice[] = () => [],
    ): Promise<(ClosedLot & { written: WrittenMessage[] }) | null> {
      return db.transaction(async (tx) => {
        const [lot] = await tx
          .select()
          .from(lots)
          .where(
            and(
              inArray(lots.status, ['scheduled', 'bidding']),
              lte(lots.endsAt, now),
              or(
                lte(lots.endsAt, cutoff),
                // Accepted descending lots were decided under their lock: no late bid can count.
                and(isNotNull(lots.acceptedAt), isNull(lots.ascendMinutes)),
              ),
              skipLotIds.length > 0 ? notInArray(lots.id, skipLotIds) : undefined,
            ),
          )
          .orderBy(asc(lots.endsAt), asc(lots.id))
          .limit(1)
          .for('update', { skipLocked: true });
        if (!lot) return null;
        try {
          const closed = await closeLocked(tx, lot, now, decide);
          if (!closed) return null;
          return { ...closed, written: await recordNotices(tx, noticesOf(closed)) };
        } catch (error) {
          throw new SweepItemFailed({ lotId: lot.id }, error);
        }
      });
    },
  };
}
