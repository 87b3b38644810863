import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { lots, lotViewers, lotViews } from '../../db/schema';

/** 浏览量: visits counted once per viewer and lot within a window. */
export function createMarketViewCountsRepository(db: Db) {
  return {
    /**
     * Counts each visit unless its viewer was counted on its lot within the window; answers the
     * new totals of the lots that gained views. One statement for the whole batch, so visits
     * written at once by several instances still count once.
     */
    async countViews(
      visits: Array<{ lotId: number; viewerKey: string }>,
      now: Date,
      windowSeconds: number,
    ): Promise<Map<number, number>> {
      if (visits.length === 0) return new Map();
      const since = new Date(now.getTime() - windowSeconds * 1000);
      const result = await db.execute<{ lot_id: number; views: number }>(sql`
        with incoming as (
          select distinct lot_id, viewer_key
            from unnest(${sql.param(visits.map((visit) => visit.lotId))}::int[], ${sql.param(visits.map((visit) => visit.viewerKey))}::text[])
              as visit(lot_id, viewer_key)
            join ${lots} on ${lots.id} = visit.lot_id),
        counted as (
          insert into ${lotViewers} (lot_id, viewer_key, counted_at)
          select lot_id, viewer_key, ${now} from incoming
          on conflict (lot_id, viewer_key) do update set counted_at = excluded.counted_at
           where ${lotViewers.countedAt} <= ${since}
          returning lot_id)
        insert into ${lotViews} (lot_id, views) select lot_id, count(*) from counted group by lot_id
        on conflict (lot_id) do update set views = ${lotViews.views} + excluded.views
        returning lot_id, views`);
      return new Map(result.rows.map((row) => [Number(row.lot_id), Number(row.views)]));
    },
  };
}
