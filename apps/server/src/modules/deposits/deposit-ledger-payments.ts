import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { depositEntries, deposits, lots } from '../../db/schema';
import { recordWebhookEvent } from '../webhooks';
import { move } from './deposit-ledger-move';
import type { DepositRecord } from './deposits.queries';
import type { LotForDeposit } from './deposit-terms.queries';

/** The bidder's system hears its deposit is in: frozen for bidding, or (the lot no longer takes it) being returned. */
async function recordConfirmed(tx: DbOrTx, paid: DepositRecord, now: Date) {
  await recordWebhookEvent(tx, {
    type: 'deposit.confirmed',
    orgIds: [paid.orgId],
    data: {
      depositId: paid.id,
      lotId: paid.lotId,
      amountFen: paid.amountFen,
      status: paid.status,
      confirmedAt: now.toISOString(),
    },
    occurredAt: now,
  });
}

/** What decides, at confirmation, whether a payment is frozen for bidding or returned at once. */
export interface LotForConfirmation {
  status: LotForDeposit['status'];
  endsAt: Date;
  restricted: boolean;
  /** The payer is on the lot's list of specified bidders. */
  specified: boolean;
  /** The payer holds an open 悔拍递补 offer on the (closed) lot: the deposit is for it. */
  offerOpen: boolean;
}

/** A bank statement's credit that proves a deposit was paid (银行对账). */
export interface StatementEvidence {
  lineId: number;
  /** What the history says: which line, and how it was matched. */
  note: string;
  payerName: string | null;
  payerAccount: string | null;
  payerBank: string | null;
}

/** The deposit's lot as confirmation decides on it, locked FOR SHARE until the transaction ends. */
async function lockLotForConfirmation(
  tx: DbOrTx,
  depositId: number,
): Promise<LotForConfirmation | undefined> {
  const [lot] = await tx
    .select({
      status: lots.status,
      endsAt: lots.endsAt,
      restricted: lots.restricted,
      specified: sql<boolean>`lyp_user_specified(${lots.id}, (select ${deposits.userId} from ${deposits} where ${deposits.id} = ${depositId}))`,
      // Spelt out: a lone table's column in a select list is written unqualified, and inside this
      // subquery "id" would be the offer's.
      offerOpen: sql<boolean>`exists (select 1 from runner_up_offers r where r.lot_id = "lots"."id" and r.status = 'open'
        and r.user_id = (select ${deposits.userId} from ${deposits} where ${deposits.id} = ${depositId}))`,
    })
    .from(lots)
    .where(sql`${lots.id} = (select ${deposits.lotId} from ${deposits} where ${deposits.id} = ${depositId})`)
    .for('share', { of: lots });
  return lot;
}

/** The payment's review: confirmed (frozen, or returned at once) or rejected. */
export function createDepositPaymentMoves(db: Db) {
  return {
    /**
     * The payment arrived: paid and frozen, or straight to returning when `releaseReason` finds
     * the lot no longer takes this deposit (closed, taken back, or the payer no longer on its
     * list). The lot is read FOR SHARE in the same transaction, so a close or a list change
     * (which lock it FOR UPDATE) comes wholly before or after: a deposit can never stay frozen
     * on a closed lot, nor for someone taken off the list. A runner-up offer's expiry locks the
     * lot FOR UPDATE too: a deposit is frozen for an offer only while the offer is open.
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
        const lot = await lockLotForConfirmation(tx, id);
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
        if (paid) await recordConfirmed(tx, paid, now);
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
  };
}
