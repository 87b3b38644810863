import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/** A bidder in line for a runner-up offer: their own highest bid on the lot. */
export interface RankedBidder {
  userId: number;
  bidFen: number;
}

/**
 * The bidders of a lot in runner-up order: each by their own highest bid, higher first, the
 * earlier bid first between equal ones. Every format's record is its `bids` (a sealed lot's
 * bids are copied there at its close, a descending lot's accept and any ascending phase are
 * bids), so one ranking serves them all. Left out: bids under the reserve, bidders barred from
 * bidding, and everyone who already had the lot (a buyer of one of its orders) or an offer of it.
 */
export async function rankRunnerUps(
  tx: DbOrTx,
  lotId: number,
  options: { exceptUserIds?: number[]; limit?: number } = {},
): Promise<RankedBidder[]> {
  const except = options.exceptUserIds ?? [];
  const result = await tx.execute<{ user_id: number; bid_fen: string }>(sql`
    with best as (
      select distinct on (b.user_id) b.user_id, b.amount_fen, b.id
        from bids b
       where b.lot_id = ${lotId}
       order by b.user_id, b.amount_fen desc, b.id asc)
    select best.user_id, best.amount_fen as bid_fen
      from best
      join lots l on l.id = ${lotId}
      join users u on u.id = best.user_id
     where (l.reserve_price_fen is null or best.amount_fen >= l.reserve_price_fen)
       and u.bidding_barred_at is null
       and not exists (select 1 from orders o where o.lot_id = ${lotId} and o.buyer_user_id = best.user_id)
       and not exists (select 1 from runner_up_offers r where r.lot_id = ${lotId} and r.user_id = best.user_id)
       ${except.length > 0 ? sql`and best.user_id not in (${sql.join(except, sql`, `)})` : sql``}
     order by best.amount_fen desc, best.id asc
     limit ${options.limit ?? 1}`);
  return result.rows.map((row) => ({ userId: Number(row.user_id), bidFen: Number(row.bid_fen) }));
}
