import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { deposits } from '../../db/schema';
import { recordWebhookEvent } from '../webhooks';
import { move } from './deposit-ledger-move';
import type { DepositRecord } from './deposits.queries';

/** Deposits freed when their lot no longer holds them, and the refund's transfer. */
export function createDepositReturnMoves(db: Db) {
  return {
    /**
     * Frees the frozen deposits of lots: all, all but the winner's (and a runner-up's kept for an
     * offer: `exceptUserIds`), or only
     * those of some users (`userIds`). Vouchers still under review are left alone: the money may
     * well have been sent, and confirming it later returns it at once.
     */
    async releaseForLots(
      lotIds: number[],
      options: { exceptUserIds?: number[]; userIds?: number[]; note: string; now: Date },
      tx: DbOrTx = db,
    ): Promise<DepositRecord[]> {
      if (lotIds.length === 0 || options.userIds?.length === 0) return [];
      const scope = and(
        inArray(deposits.lotId, lotIds),
        options.exceptUserIds?.length ? notInArray(deposits.userId, options.exceptUserIds) : undefined,
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
      return db.transaction(async (tx) => {
        const [returned] = await move(tx, {
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
        if (returned)
          await recordWebhookEvent(tx, {
            type: 'deposit.returned',
            orgIds: [returned.orgId],
            data: {
              depositId: returned.id,
              lotId: returned.lotId,
              returnedFen: returned.returnedFen,
              transferReference: transfer.transferReference,
              returnedAt: now.toISOString(),
            },
            occurredAt: now,
          });
        return returned;
      });
    },
  };
}
