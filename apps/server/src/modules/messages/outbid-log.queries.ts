import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { OutbidEntry } from './messages.types';

/**
 * Reads displacements back from the committed bid log, for outbid notices a dead process never
 * wrote. The bid rules (ascending-rules.ts) make the log enough: whoever placed a command's last
 * bid leads after it, and an `auto` bid is always the leader's own. So a bid other than `auto`
 * by someone else than the previous bid's placer took the lead from that placer, unless the next
 * bid is that placer's `auto` answer in the same command (the challenger never led). The engine
 * names the notice by the lot's event number after the command: the bid's, or one more when the
 * command extended the lot (the extension follows the bid in the lot's chain).
 */
export function createOutbidLogQueries(db: DbOrTx) {
  return {
    /** When the latest bid was placed; null before any bid. */
    async latestBidAt(): Promise<Date | null> {
      const rows = await db.execute<{ created_at: Date | string }>(
        sql`select created_at from bids order by id desc limit 1`,
      );
      const at = rows.rows[0]?.created_at;
      return at === undefined ? null : new Date(at);
    },

    /**
     * Each bidder's latest displacement on a lot still bidding, placed between `from` and
     * `until`, when they do not lead again and hold no outbid notice of it (or of a later one).
     */
    async untoldDisplacements(from: Date, until: Date): Promise<OutbidEntry[]> {
      const rows = await db.execute<{ lot_id: number; user_id: number; seq: string; price_fen: string }>(sql`
        with first_bid as (
          -- Walks the primary key back from the newest bid: reads only the window's bids.
          select coalesce((select id from bids where created_at < ${from} order by id desc limit 1), 0) as id
        ), open_lots as (
          -- Each lot still bidding with bids in the window, read from the bid before its first
          -- one there (who led then), along its (lot_id, id) index.
          select w.lot_id,
                 coalesce((select max(p.id) from bids p where p.lot_id = w.lot_id and p.id < w.first_id), 0)
                   as from_id
            from (select b.lot_id, min(b.id) as first_id from bids b, first_bid f
                   where b.id > f.id group by b.lot_id) w
           where exists (select 1 from lots l where l.id = w.lot_id and l.status = 'bidding')
        ), ordered as (
          select b.lot_id, b.user_id, b.kind, b.event_seq, b.amount_fen, b.chain_seq, b.created_at,
                 lag(b.user_id) over w as before_user,
                 lead(b.user_id) over w as next_user,
                 lead(b.kind) over w as next_kind
            from bids b join open_lots o on o.lot_id = b.lot_id and b.id >= o.from_id
           where b.kind <> 'sealed'
          window w as (partition by b.lot_id order by b.event_seq)
        ), latest as (
          select distinct on (lot_id, before_user)
                 lot_id, before_user as user_id, event_seq, amount_fen, chain_seq, created_at
            from ordered
           where kind <> 'auto' and before_user is not null and before_user <> user_id
             and not coalesce(next_kind = 'auto' and next_user = before_user, false)
           order by lot_id, before_user, event_seq desc
        )
        select d.lot_id, d.user_id, d.amount_fen as price_fen,
               d.event_seq + case when exists (
                 select 1 from lot_chain_events x
                  where x.lot_id = d.lot_id and x.seq = d.chain_seq + 1 and x.kind = 'extension'
               ) then 1 else 0 end as seq
          from latest d join lots l on l.id = d.lot_id
         where d.created_at >= ${from} and d.created_at <= ${until}
           and l.leader_user_id is distinct from d.user_id
           and not exists (
             select 1 from messages m
              where m.user_id = d.user_id and m.kind = 'outbid'
                and m.dedupe_key like 'outbid:lot:' || d.lot_id || ':%'
                and split_part(m.dedupe_key, ':', 4)::bigint >= d.event_seq
           )`);
      return rows.rows.map((row) => ({
        lotId: Number(row.lot_id),
        userId: Number(row.user_id),
        seq: Number(row.seq),
        currentPriceFen: Number(row.price_fen),
      }));
    },
  };
}
