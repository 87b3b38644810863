import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { createResilientClient, shareBudgetWithFirstStatement } from './resilient-client';
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

/**
 * How long a request may wait on the database before it is answered 503: one budget for every
 * path. With the database stopped, connecting fails at once; with it frozen (a stalled host, a
 * full disk, a network that drops packets silently) no wait outlasts the budget, so no request
 * hangs for the length of the outage and every one is answered within about the same time.
 * Waiting for a connection and the first statement on it share the budget (what the wait used
 * is not given again). The server-side limit comes first, so a slow but living database cancels
 * the statement itself and the connection stays usable; the client-side read timeout is the
 * backstop for a server that answers nothing at all.
 */
export const DATABASE_TIMEOUTS = {
  /** No request waits longer than this on a database that answers nothing. */
  budgetMs: 5_000,
  /** Waiting for a free connection in the pool, or for a new one to be established. */
  connectMs: 5_000,
  /** Server side: one statement (before the client gives up on it). */
  statementMs: 4_500,
  /** Server side: a transaction left open by a stalled client is rolled back. */
  idleInTransactionMs: 10_000,
  /** Client side: no answer at all to a statement; the connection is then discarded. */
  readMs: 5_000,
} as const;

export interface DatabaseOptions {
  maxConnections?: number;
  maxLockConnections?: number;
  /**
   * Start-up work (migrations, seeding, waiting for another instance's start-up lock) may
   * legitimately take longer than a request: it runs without the statement and read limits.
   */
  unboundedStatements?: boolean;
}

export function createDatabase(connectionString: string, options: DatabaseOptions = {}): Database {
  const statementLimits = options.unboundedStatements
    ? {}
    : {
        statement_timeout: DATABASE_TIMEOUTS.statementMs,
        idle_in_transaction_session_timeout: DATABASE_TIMEOUTS.idleInTransactionMs,
        query_timeout: DATABASE_TIMEOUTS.readMs,
      };
  const poolOf = (max: number) => {
    const pool = new pg.Pool({
      connectionString,
      max,
      idleTimeoutMillis: 30_000,
      connectionTimeoutMillis: DATABASE_TIMEOUTS.connectMs,
      ...statementLimits,
      // Keepalives find connections a network device dropped silently.
      keepAlive: true,
      Client: createResilientClient(pg.Client),
    });
    // A dropped connection must not crash the process; the next query gets a fresh one.
    pool.on('error', () => {});
    if (!options.unboundedStatements) shareBudgetWithFirstStatement(pool, DATABASE_TIMEOUTS.budgetMs);
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
