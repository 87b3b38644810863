import { and, asc, eq, inArray, lte, notInArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { bidRequests, bulletins, deposits, lots, orders, users } from '../../db/schema';
import type { Notice, WrittenMessage } from '../messages';
import { loadDue, type DueLot, type LotRow } from './due-lot';

export type { DueLot } from './due-lot';

export type CloseDecision =
  | { outcome: 'unsold' }
  | {
      outcome: 'sold';
      order: Omit<typeof orders.$inferInsert, 'id' | 'lotId' | 'bulletinId' | 'createdAt' | 'updatedAt'>;
    };

/** What a ledger needs to do inside a close or a default, in the same transaction. */
export interface ClosingLedger {
  applyToPrice(lotId: number, userId: number, now: Date, tx: DbOrTx): Promise<unknown>;
  releaseForLots(
    lotIds: number[],
    options: { exceptUserId?: number; note: string; now: Date },
    tx: DbOrTx,
  ): Promise<unknown[]>;
  forfeit(lotId: number, userId: number, now: Date, tx: DbOrTx): Promise<unknown>;
}

/** Writes site messages inside a close's or default's transaction, so they commit with it. */
export type RecordNotices = (tx: DbOrTx, notices: Notice[]) => Promise<WrittenMessage[]>;

/** One lot or order of a sweep failed; its transaction rolled back, and the sweep goes on without it. */
export class SweepItemFailed extends Error {
  constructor(
    readonly item: { lotId: number } | { orderId: number },
    cause: unknown,
  ) {
    super(`sweep item failed: ${JSON.stringify(item)}`, { cause });
    this.name = 'SweepItemFailed';
  }
}

/**
 * Deadlines live in the database, and each close or default happens in one transaction on a
 * row taken with FOR UPDATE SKIP LOCKED and re-checked: whichever instance or restart gets
 * there first does it, exactly once; a lot that is being bid on right now is left for the
 * next sweep.
 */
export function createClosingRepository(
  db: Db,
  ledger: ClosingLedger,
  recordNotices: RecordNotices = async () => [],
) {
  /** Settles one locked lot inside its close transaction. */
  async function closeLocked(
    tx: DbOrTx,
    lot: LotRow,
    now: Date,
    decide: (due: DueLot, now: Date) => CloseDecision,
  ): Promise<{ due: DueLot; decision: CloseDecision; eventSeq: number } | null> {
    const due = await loadDue(tx, lot);
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
    if (decision.outcome === 'sold' && due.leader) {
      await ledger.applyToPrice(lot.id, due.leader.userId, now, tx);
      await tx.insert(orders).values({
        ...decision.order,
        lotId: lot.id,
        bulletinId: lot.bulletinId,
        createdAt: now,
        updatedAt: now,
      });
    }
    await ledger.releaseForLots(
      [lot.id],
      {
        ...(decision.outcome === 'sold' && due.leader ? { exceptUserId: due.leader.userId } : {}),
        note: decision.outcome === 'sold' ? '竞价结束未成交，保证金释放退还' : '标的流拍，保证金释放退还',
        now,
      },
      tx,
    );
    return { due, decision, eventSeq: closed.eventSeq };
  }

  /** 悔拍 of one locked order inside its transaction: forfeit, a strike, and the bar at `strikesToBar`. */
  async function defaultLocked(
    tx: DbOrTx,
    order: { id: number; lotId: number; buyerUserId: number },
    now: Date,
    strikesToBar: number,
  ) {
    await tx
      .update(orders)
      .set({ status: 'defaulted', defaultedAt: now, updatedAt: now })
      .where(eq(orders.id, order.id));
    await ledger.forfeit(order.lotId, order.buyerUserId, now, tx);
    const [buyer] = await tx
      .update(users)
      .set({
        strikes: sql`${users.strikes} + 1`,
        biddingBarredAt: sql`case when ${users.strikes} + 1 >= ${strikesToBar} then coalesce(${users.biddingBarredAt}, ${now.toISOString()}::timestamptz) else ${users.biddingBarredAt} end`,
        updatedAt: now,
      })
      .where(eq(users.id, order.buyerUserId))
      .returning({ strikes: users.strikes, biddingBarredAt: users.biddingBarredAt });
    return {
      orderId: order.id,
      lotId: order.lotId,
      buyerUserId: order.buyerUserId,
      strikes: buyer?.strikes ?? 0,
    };
  }

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
    ): Promise<{ due: DueLot; decision: CloseDecision; eventSeq: number; written: WrittenMessage[] } | null> {
      return db.transaction(async (tx) => {
        const [lot] = await tx
          .select()
          .from(lots)
          .where(
            and(
              inArray(lots.status, ['scheduled', 'bidding']),
              lte(lots.endsAt, cutoff),
              skipLotIds.length > 0 ? notInArray(lots.id, skipLotIds) : undefined,
            ),
          )
          .orderBy(asc(lots.endsAt))
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

    /**
     * Frees deposits left frozen on lots taken back (pending): a withdrawal or revocation frees
     * them in its own transaction, so this only finds what older code or a hand edit left, and
     * makes sure no money stays frozen on a lot nobody may bid on. The lots are locked, so a
     * re-publication (pending to scheduled) comes wholly before or after.
     */
    async releaseStrandedDeposits(now: Date, limit = 200): Promise<number> {
      return db.transaction(async (tx) => {
        const stranded = await tx
          .select({ id: lots.id })
          .from(lots)
          .where(
            and(
              eq(lots.status, 'pending'),
              sql`exists (select 1 from ${deposits} where ${deposits.lotId} = ${lots.id} and ${deposits.status} = 'frozen')`,
            ),
          )
          .limit(limit)
          .for('update', { skipLocked: true });
        if (stranded.length === 0) return 0;
        const released = await ledger.releaseForLots(
          stranded.map((lot) => lot.id),
          { note: '标的已撤回或被驳回，不在竞价中，保证金释放退还', now },
          tx,
        );
        return released.length;
      });
    },

    /**
     * Forgets the answers to client bid ids of lots closed before `closedBefore`: nobody retries
     * a bid on a lot closed that long ago, and the table would otherwise grow with every bid.
     */
    async pruneBidRequests(closedBefore: Date, limit: number): Promise<number> {
      const pruned = await db.execute(sql`
        delete from ${bidRequests} where ctid in (
          select r.ctid from ${bidRequests} r join ${lots} l on l.id = r.lot_id
           where l.status in ('sold', 'unsold') and l.closed_at < ${closedBefore.toISOString()}::timestamptz
           limit ${limit})`);
      return pruned.rowCount ?? 0;
    },

    /** Bulletins whose lots have all opened or all closed move on with them. */
    async advanceBulletins(now: Date) {
      await db
        .update(bulletins)
        .set({ status: 'bidding', updatedAt: now })
        .where(
          and(
            eq(bulletins.status, 'published'),
            sql`exists (select 1 from ${lots} where ${lots.bulletinId} = ${bulletins.id} and ${lots.status} <> 'scheduled')`,
          ),
        );
      await db
        .update(bulletins)
        .set({ status: 'ended', updatedAt: now })
        .where(
          and(
            inArray(bulletins.status, ['published', 'bidding']),
            sql`not exists (select 1 from ${lots} where ${lots.bulletinId} = ${bulletins.id} and ${lots.status} not in ('sold', 'unsold'))`,
          ),
        );
    },

    /**
     * 悔拍: the next order unpaid at its deadline defaults; the deposit in it is forfeited and
     * the buyer gets a strike, barred from bidding at `strikesToBar`.
     */
    async defaultNextOverdueOrder(
      now: Date,
      strikesToBar: number,
      skipOrderIds: number[] = [],
      noticesOf: (defaulted: Awaited<ReturnType<typeof defaultLocked>>) => Notice[] = () => [],
    ) {
      return db.transaction(async (tx) => {
        const [order] = await tx
          .select({ id: orders.id, lotId: orders.lotId, buyerUserId: orders.buyerUserId })
          .from(orders)
          // A submitted voucher under review stops the clock: only orders still awaiting payment default.
          .where(
            and(
              eq(orders.status, 'awaiting_payment'),
              lte(orders.paymentDeadlineAt, now),
              skipOrderIds.length > 0 ? notInArray(orders.id, skipOrderIds) : undefined,
            ),
          )
          .orderBy(asc(orders.paymentDeadlineAt))
          .limit(1)
          .for('update', { skipLocked: true });
        if (!order) return null;
        try {
          const defaulted = await defaultLocked(tx, order, now, strikesToBar);
          return { ...defaulted, written: await recordNotices(tx, noticesOf(defaulted)) };
        } catch (error) {
          throw new SweepItemFailed({ orderId: order.id }, error);
        }
      });
    },
  };
}

export type ClosingRepository = ReturnType<typeof createClosingRepository>;
