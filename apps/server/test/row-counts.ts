import type { SQL } from 'drizzle-orm';
import type { FixtureContext } from './bidder-fixtures';

/** What a `select count(*) …` query finds, as a number. */
export async function countRows(t: FixtureContext, query: SQL): Promise<number> {
  const [row] = (await t.database.db.execute<Record<string, unknown>>(query)).rows;
  return Number(Object.values(row!)[0]);
}
