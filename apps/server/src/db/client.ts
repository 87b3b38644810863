import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

export type Db = NodePgDatabase<typeof schema>;
/** A transaction handle; repositories accept either. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  pool: pg.Pool;
  /**
   * Connections for bid lock transactions only: a crowd of page reads cannot keep a bid
   * waiting for a connection while it would hold a lot's lock, nor the other way round.
   */
  lockPool: pg.Pool;
  close(): Promise<void>;
}

export function createDatabase(
  connectionString: string,
  options: { maxConnections?: number; maxLockConnections?: number } = {},
): Database {
  const poolOf = (max: number) => {
    const pool = new pg.Pool({
      connectionString,
      max,
      idleTimeoutMillis: 30_000,
      // A database that cannot be reached fails the request instead of hanging it, and
      // keepalives find connections a network device dropped silently.
      connectionTimeoutMillis: 10_000,
      keepAlive: true,
    });
    // A dropped connection must not crash the process; the next query gets a fresh one.
    pool.on('error', () => {});
    return pool;
  };
  const pool = poolOf(options.maxConnections ?? 10);
  const lockPool = poolOf(options.maxLockConnections ?? 4);
  const db = drizzle({ client: pool, schema, casing: 'snake_case' });
  return {
    db,
    pool,
    lockPool,
    close: async () => {
      await Promise.all([pool.end(), lockPool.end()]);
    },
  };
}
