import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bidRequests, bulletins, deposits, lots } from '../../db/schema';
import type { ClosingLedger } from './closing.types';

/** What each sweep tidies after its closes: stranded deposits, old bid answers, bulletins' statuses. */
export function createClosingHousekeeping(db: Db, ledger: ClosingLedger) {
  return {
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
  };
}
