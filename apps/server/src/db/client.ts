import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

export type Db = NodePgDatabase<typeof schema>;
/** A transaction handle; repositories accept either. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  pool: pg.Pool;
  close(): Promise<void>;
}

export function createDatabase(
  connectionString: string,
  options: { maxConnections?: number } = {},
): Database {
  const pool = new pg.Pool({
    connectionString,
    max: options.maxConnections ?? 10,
    // A dropped connection must not crash the process; the next query gets a fresh one.
    idleTimeoutMillis: 30_000,
  });
  pool.on('error', () => {});
  const db = drizzle({ client: pool, schema, casing: 'snake_case' });
  return {
    db,
    pool,
    close: () => pool.end(),
  };
}
