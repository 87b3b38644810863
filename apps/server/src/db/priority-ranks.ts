import { sql } from 'drizzle-orm';
import type { DbOrTx } from './client';

/**
 * The 优先购买权 order of each of the users who holds the right on the lot, in their own name or
 * through their company (SQL function lyp_priority_ranks, migration 0024). Others are absent.
 */
export async function priorityRanksOf(
  db: DbOrTx,
  lotId: number,
  userIds: number[],
): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.execute<{ user_id: number; rank: number }>(
    sql`select user_id, rank from lyp_priority_ranks(${lotId}, ${sql.raw(`ARRAY[${userIds.map(Number).join(',')}]::int[]`)})`,
  );
  return new Map(rows.rows.map((row) => [row.user_id, row.rank]));
}
