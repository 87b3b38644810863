import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { deposits } from '../../db/schema';
import { move } from './deposit-ledger-move';

/** The sale's side of the winner's deposit: part of the price, or forfeited when they do not pay. */
export function createDepositSaleMoves(db: Db) {
  return {
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
