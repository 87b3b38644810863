import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  bids,
  lotBidders,
  lots,
  lotSealedSecrets,
  proxyBids,
  revokedBids,
  sealedBids,
} from '../../db/schema';
import { openLotChain } from '../auction-record';

/** A lot taken back, with the sequence number of the event that tells its watchers. */
export interface TakenBackLot {
  id: number;
  eventSeq: number;
}

/**
 * Takes a bulletin's lots back to pending, bidding or not, inside the caller's transaction:
 * answers null, changing nothing, when any lot has closed or passed its end. The lots are
 * locked first, so a bid being decided finishes before (and is voided) or waits and is refused;
 * a close waits the same way. The voided bids move to `revoked_bids`, the maximums and aliases
 * go, and the lot's numbers start again from nothing.
 */
export async function takeBackLots(
  db: DbOrTx,
  bulletinId: number,
  now: Date,
): Promise<TakenBackLot[] | null> {
  const locked = await db
    .select({ id: lots.id, status: lots.status, endsAt: lots.endsAt })
    .from(lots)
    .where(eq(lots.bulletinId, bulletinId))
    .orderBy(asc(lots.id))
    .for('update');
  const over = locked.some(
    (lot) =>
      (lot.status !== 'scheduled' && lot.status !== 'bidding') || lot.endsAt.getTime() <= now.getTime(),
  );
  if (over) return null;
  const ids = locked.map((lot) => lot.id);
  if (ids.length === 0) return [];

  // The voided bids keep their alias and chain link: their records stay in the lot's chain,
  // and the revocation is a record after them.
  const revoked = await db.execute<{ lot_id: number; count: number }>(sql`
    with moved as (
      insert into ${revokedBids} (id, lot_id, user_id, amount_fen, kind, placed_at, revoked_at, alias, priority, chain_seq, chain_hash)
      select b.id, b.lot_id, b.user_id, b.amount_fen, b.kind, b.created_at, ${now.toISOString()}::timestamptz,
             a.alias, b.priority, b.chain_seq, b.chain_hash
        from ${bids} b left join ${lotBidders} a on a.lot_id = b.lot_id and a.user_id = b.user_id
       where b.lot_id in ${sql.raw(`(${ids.map(Number).join(',')})`)}
      returning lot_id)
    select lot_id, count(*)::int as count from moved group by lot_id`);
  for (const { lot_id: lotId, count } of revoked.rows) {
    const chain = await openLotChain(db, lotId);
    chain.event({ kind: 'revocation', atMs: now.getTime(), count });
    await chain.save();
  }
  await db.delete(bids).where(inArray(bids.lotId, ids));
  await db.delete(proxyBids).where(inArray(proxyBids.lotId, ids));
  // Sealed bids were never shown to anyone: voided, they go with their secret, unrevealed.
  await db.delete(sealedBids).where(inArray(sealedBids.lotId, ids));
  await db.delete(lotSealedSecrets).where(inArray(lotSealedSecrets.lotId, ids));
  await db.delete(lotBidders).where(inArray(lotBidders.lotId, ids));
  return db
    .update(lots)
    .set({
      status: 'pending',
      currentPriceFen: null,
      leaderUserId: null,
      runnerUpMaxFen: null,
      bidCount: 0,
      bidderCount: 0,
      extensionCount: 0,
      // A descending lot falls again from its start if it is published again.
      acceptedAt: null,
      announcedDropStep: 0,
      endsAt: sql`${lots.scheduledEndsAt}`,
      eventSeq: sql`${lots.eventSeq} + 1`,
      updatedAt: now,
    })
    .where(inArray(lots.id, ids))
    .returning({ id: lots.id, eventSeq: lots.eventSeq });
}
