import { AUCTION_RULES } from '@lyp/shared/auction/auction-rules';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { HOUR_MS } from '../../lib/clock';
import { lockLot } from './offer-chain-steps';
import type { OfferLedger } from './runner-up.types';

/**
 * Frees runner-ups' deposits kept frozen on sold lots (保留次高出价人保证金) once they are no
 * longer needed: the sale was paid, or a default has waited `keptDepositDecisionHours` with no
 * offer made to them (their own offer's end frees it in that offer's transaction). Each lot is
 * locked and its deposits found again under the lock.
 */
export function releaseKeptDepositsOf(db: Db, ledger: OfferLedger) {
  return async (now: Date, limit = 100): Promise<number> => {
    const decidedBefore = new Date(now.getTime() - AUCTION_RULES.keptDepositDecisionHours * HOUR_MS);
    const kept = (lotId?: number) => sql`
      select d.lot_id, d.user_id from deposits d join lots l on l.id = d.lot_id
       where d.status = 'frozen' and l.status = 'sold'
         ${lotId === undefined ? sql`` : sql`and d.lot_id = ${lotId}`}
         and not exists (select 1 from runner_up_offers r
                          where r.lot_id = d.lot_id and r.user_id = d.user_id and r.status = 'open')
         and not exists (select 1 from orders o where o.lot_id = d.lot_id
                          and o.status in ('awaiting_payment', 'payment_submitted'))
         and (exists (select 1 from orders o where o.lot_id = d.lot_id and o.status in ('paid', 'completed'))
              or not exists (select 1 from orders o where o.lot_id = d.lot_id and o.status = 'defaulted'
                              and o.runner_up_ended_at is null
                              and o.defaulted_at > ${decidedBefore.toISOString()}::timestamptz))
       limit ${limit}`;
    const candidates = await db.execute<{ lot_id: number }>(kept());
    let released = 0;
    for (const lotId of new Set(candidates.rows.map((row) => Number(row.lot_id)))) {
      released += await db.transaction(async (tx) => {
        if (!(await lockLot(tx, lotId, true))) return 0;
        const still = await tx.execute<{ user_id: number }>(kept(lotId));
        const userIds = still.rows.map((row) => Number(row.user_id));
        const moved = await ledger.releaseForLots(
          [lotId],
          { userIds, note: '次高出价人保证金保留期结束（成交已付款或未发起递补），释放退还', now },
          tx,
        );
        return moved.length;
      });
    }
    return released;
  };
}
