import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { depositEntries, deposits, lots } from '../../db/schema';
import type { DepositEntryRecord, DepositRecord, LotForDeposit } from './deposits.repository';

/** What decides, at confirmation, whether a payment is frozen for bidding or returned at once. */
export interface LotForConfirmation {
  status: LotForDeposit['status'];
  endsAt: Date;
  restricted: boolean;
  /** The payer is on the lot's list of specified bidders. */
  specified: boolean;
}

type Kind = DepositEntryRecord['kind'];

/** A bank statement's credit that proves a deposit was paid (银行对账). */
export interface StatementEvidence {
  lineId: number;
  /** What the history says: which line, and how it was matched. */
  note: string;
  payerName: string | null;
  payerAccount: string | null;
  payerBank: string | null;
}

/** The widest note a history entry holds (its column); a longer one (a long reason) is cut short. */
const NOTE_MAX = 200;
const clipNote = (note: string | null) =>
  note !== null && note.length > NOTE_MAX ? `${note.slice(0, NOTE_MAX - 1)}…` : note;

/** One statement moves money between buckets and records it; the CHECK keeps the sums whole. */
async function move(
  db: DbOrTx,
  input: {
    where: SQL;
    set: Record<string, SQL | Date | string | null>;
    entry: {
      kind: Kind;
      actorUserId: number | null;
      note: string | null;
      now: Date;
      /** A return's bank reference and receipt. */
      transferReference?: string;
      voucherFileId?: string | null;
      /** The bank statement line that proved a payment. */
      statementLineId?: number;
    };
  },
): Promise<DepositRecord[]> {
  const moved = await db.update(deposits).set(input.set).where(input.where).returning();
  if (moved.length > 0) {
    await db.insert(depositEntries).values(
      moved.map((deposit) => ({
        depositId: deposit.id,
        kind: input.entry.kind,
        amountFen: deposit.amountFen,
        actorUserId: input.entry.actorUserId,
        note: clipNote(input.entry.note),
        transferReference: input.entry.transferReference ?? null,
        voucherFileId: input.entry.voucherFileId ?? null,
        statementLineId: input.entry.statementLineId ?? null,
        createdAt: input.entry.now,
      })),
    );
  }
  return moved;
}

/**
 * The deposits ledger: every movement of money between the buckets, each one statement with its
 * history entry. Movements that belong to a close or a withdrawal take that transaction (`tx`).
 */
export function createDepositLedger(db: Db) {
  return {
    /**
     * The payment arrived: paid and frozen, or straight to returning when `releaseReason` finds
     * the lot no longer takes this deposit (closed, taken back, or the payer no longer on its
     * list). The lot is read FOR SHARE in the same transaction, so a close or a list change
     * (which lock it FOR UPDATE) comes wholly before or after: a deposit can never stay frozen
     * on a closed lot, nor for someone taken off the list.
     */
    async confirmPayment(
      id: number,
      actorUserId: number,
      now: Date,
      releaseReason: (lot: LotForConfirmation) => string | undefined,
      /** A bank statement's line proved it: the entry names it, and its payer is where refunds go. */
      statement?: StatementEvidence,
    ) {
      return db.transaction(async (tx) => {
        const [lot] = await tx
          .select({
            status: lots.status,
            endsAt: lots.endsAt,
            restricted: lots.restricted,
            specified: sql<boolean>`lyp_user_specified(${lots.id}, (select ${deposits.userId} from ${deposits} where ${deposits.id} = ${id}))`,
          })
          .from(lots)
          .where(sql`${lots.id} = (select ${deposits.lotId} from ${deposits} where ${deposits.id} = ${id})`)
          .for('share', { of: lots });
        const reason = lot ? releaseReason(lot) : '标的已不在竞价中，保证金直接退还';
        const releaseAtOnce = reason !== undefined;
        const [paid] = await move(tx, {
          where: and(eq(deposits.id, id), eq(deposits.status, 'submitted'))!,
          set: {
            status: releaseAtOnce ? 'returning' : 'frozen',
            paidFen: sql`${deposits.amountFen}`,
            [releaseAtOnce ? 'returningFen' : 'frozenFen']: sql`${deposits.amountFen}`,
            confirmedAt: now,
            ...(releaseAtOnce ? { releasedAt: now } : {}),
            ...(statement?.payerAccount
              ? {
                  payerName: statement.payerName,
                  payerAccount: statement.payerAccount,
                  payerBank: statement.payerBank,
                  payerSource: 'statement',
                }
              : {}),
            updatedAt: now,
          },
          entry: {
            kind: 'paid',
            actorUserId,
            note: statement?.note ?? null,
            now,
            ...(statement ? { statementLineId: statement.lineId } : {}),
          },
        });
        if (paid && releaseAtOnce) {
          await tx.insert(depositEntries).values({
            depositId: paid.id,
            kind: 'released',
            amountFen: paid.amountFen,
            actorUserId,
            note: reason,
            createdAt: now,
          });
        }
        return paid;
      });
    },

    async rejectPayment(id: number, actorUserId: number, reason: string, now: Date) {
      const [rejected] = await move(db, {
        where: and(eq(deposits.id, id), eq(deposits.status, 'submitted'))!,
        set: { status: 'rejected', rejectReason: reason, updatedAt: now },
        entry: { kind: 'rejected', actorUserId, note: reason, now },
      });
      return rejected;
    },

    /**
     * Frees the frozen deposits of lots: all, all but the winner's (`exceptUserId`), or only
     * those of some users (`userIds`). Vouchers still under review are left alone: the money may
     * well have been sent, and confirming it later returns it at once.
     */
    async releaseForLots(
      lotIds: number[],
      options: { exceptUserId?: number; userIds?: number[]; note: string; now: Date },
      tx: DbOrTx = db,
    ): Promise<DepositRecord[]> {
      if (lotIds.length === 0 || options.userIds?.length === 0) return [];
      const scope = and(
        inArray(deposits.lotId, lotIds),
        options.exceptUserId !== undefined ? sql`${deposits.userId} <> ${options.exceptUserId}` : undefined,
        options.userIds !== undefined ? inArray(deposits.userId, options.userIds) : undefined,
      );
      const released = await move(tx, {
        where: and(scope, eq(deposits.status, 'frozen'))!,
        set: {
          status: 'returning',
          returningFen: sql`${deposits.returningFen} + ${deposits.frozenFen}`,
          frozenFen: sql`0`,
          releasedAt: options.now,
          updatedAt: options.now,
        },
        entry: { kind: 'released', actorUserId: null, note: options.note, now: options.now },
      });
      return released;
    },

    /** The refund was sent: returning → returned, its bank reference (and receipt) on the entry. */
    async markReturned(
      id: number,
      actorUserId: number,
      transfer: { transferReference: string; voucherFileId: string | null; note: string | null },
      now: Date,
    ) {
      const [returned] = await move(db, {
        where: and(eq(deposits.id, id), eq(deposits.status, 'returning'))!,
        set: {
          status: 'returned',
          returnedFen: sql`${deposits.returnedFen} + ${deposits.returningFen}`,
          returningFen: sql`0`,
          returnedAt: now,
          updatedAt: now,
        },
        entry: {
          kind: 'returned',
          actorUserId,
          note: transfer.note,
          transferReference: transfer.transferReference,
          voucherFileId: transfer.voucherFileId,
          now,
        },
      });
      return returned;
    },

    /** At the sale: the winner's frozen deposit becomes part of the price. */
    async applyToPrice(lotId: number, userId: number, now: Date, tx: DbOrTx = db) {
      const [applied] = await move(tx, {
        where: and(eq(deposits.lotId, lotId), eq(deposits.userId, userId), eq(deposits.status, 'frozen'))!,
        set: {
          status: 'applied',
          appliedFen: sql`${deposits.appliedFen} + ${deposits.frozenFen}`,
          frozenFen: sql`0`,
          updatedAt: now,
        },
        entry: { kind: 'applied', actorUserId: null, note: '成交，保证金转为货款', now },
      });
      return applied;
    },

    /** 悔拍: the buyer did not pay; the deposit that went into the price is forfeited. */
    async forfeit(lotId: number, userId: number, now: Date, tx: DbOrTx = db) {
      const [forfeited] = await move(tx, {
        where: and(eq(deposits.lotId, lotId), eq(deposits.userId, userId), eq(deposits.status, 'applied'))!,
        set: {
          status: 'forfeited',
          forfeitedFen: sql`${deposits.forfeitedFen} + ${deposits.appliedFen}`,
          appliedFen: sql`0`,
          updatedAt: now,
        },
        entry: { kind: 'forfeited', actorUserId: null, note: '逾期未付款（悔拍），保证金不予退还', now },
      });
      return forfeited;
    },
  };
}
