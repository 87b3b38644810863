import type pg from 'pg';

/** The error node-postgres gives a statement that got no answer within `query_timeout`. */
const READ_TIMEOUT_MESSAGE = 'Query read timeout';

type Release = (error?: Error | boolean) => void;

/** The least a first statement is given after a long wait: a living database answers in that. */
const MIN_FIRST_READ_MS = 250;

/** A client that can be told when the budget of its checkout runs out. */
interface BudgetedClient {
  startBudget(deadline: number): void;
}

/**
 * A node-postgres client that survives a database going away under it. Three gaps of the
 * driver, pool and ORM are closed here, where every connection passes:
 *
 * - A statement with no answer in time (a frozen server) fails with a read timeout, but the
 *   driver keeps the connection with the statement still pending. Back in the pool it would
 *   serve the next caller once the database wakes, possibly inside a transaction whose BEGIN
 *   arrived late and whose ROLLBACK was never sent, so writes acknowledged later could be
 *   rolled back. Its socket is closed instead: PostgreSQL rolls back, the pool opens a new one.
 * - A lost connection is reported as an 'error' event, which nobody listens to while the client
 *   is checked out; unheard, it would end the process. The failed statements report it already.
 * - drizzle does not give a connection back when its BEGIN fails, so each outage would keep
 *   one connection checked out for good, until the pool is empty. A client whose connection is
 *   lost gives itself back to the pool (which discards it), and later releases do nothing.
 * - A request that waited for its connection would then wait the whole read timeout again on
 *   its first statement. That statement gets only what is left of the checkout's budget (see
 *   shareBudgetWithFirstStatement), so every request meets the same bound.
 */
export function createResilientClient(Base: typeof pg.Client): typeof pg.Client {
  return class ResilientClient extends Base {
    #poolRelease: Release | undefined;
    #firstStatementDeadline: number | undefined;

    constructor(...args: ConstructorParameters<typeof pg.Client>) {
      super(...args);
      this.on('error', ignoreError);
      this.on('end', () => this.release(new Error('数据库连接已断开')));
    }

    /** Set by the pool at each checkout. */
    set release(poolRelease: Release) {
      this.#poolRelease = poolRelease;
    }

    /** Gives the client back to the pool once per checkout; later calls do nothing. */
    get release(): Release {
      return (error) => {
        const poolRelease = this.#poolRelease;
        this.#poolRelease = undefined;
        poolRelease?.(error);
      };
    }

    /** Called at each checkout: the first statement after it ends by `deadline`. */
    startBudget(deadline: number): void {
      this.#firstStatementDeadline = deadline;
    }

    // The base method has many overloads; this one passes every form through unchanged (but
    // for the first statement's read timeout).
    override query(...args: unknown[]): never {
      const deadline = this.#firstStatementDeadline;
      this.#firstStatementDeadline = undefined;
      if (deadline !== undefined) args[0] = this.withReadTimeout(args[0], deadline);
      const last = args[args.length - 1];
      if (typeof last === 'function') {
        const callback = last as (error: Error | undefined, result: unknown) => void;
        args[args.length - 1] = (error: Error | undefined, result: unknown) => {
          if (isReadTimeout(error)) this.discardConnection();
          callback(error, result);
        };
        return (super.query as (...forwarded: unknown[]) => never)(...args);
      }
      const result: unknown = (super.query as (...forwarded: unknown[]) => unknown)(...args);
      if (result instanceof Promise) {
        return result.catch((error: unknown) => {
          if (isReadTimeout(error)) this.discardConnection();
          throw error;
        }) as never;
      }
      return result as never;
    }

    /** The statement with the read timeout cut to what is left of the budget, when it is less. */
    private withReadTimeout(config: unknown, deadline: number): unknown {
      const { query_timeout: readMs } = (
        this as unknown as { connectionParameters: { query_timeout?: number } }
      ).connectionParameters;
      const leftMs = Math.max(MIN_FIRST_READ_MS, deadline - Date.now());
      if (readMs === undefined || leftMs >= readMs) return config;
      if (typeof config === 'string') return { text: config, query_timeout: leftMs };
      // A Query or Cursor object submits itself; it keeps the connection's timeout.
      if (!config || typeof config !== 'object' || 'submit' in config) return config;
      return { ...config, query_timeout: leftMs };
    }

    private discardConnection(): void {
      (this as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
    }
  };
}

function ignoreError(): void {}

function isReadTimeout(error: unknown): boolean {
  return error instanceof Error && error.message === READ_TIMEOUT_MESSAGE;
}

type ConnectCallback = (error: Error | undefined, client: pg.PoolClient | undefined, done: Release) => void;

/**
 * Starts each checkout's budget when the caller asks for a connection (waiting in the pool's
 * queue counts), and hands it to the client it gets. The pool's own connection timeout bounds
 * the wait; the client bounds the first statement by what the wait left.
 */
export function shareBudgetWithFirstStatement(pool: pg.Pool, budgetMs: number): void {
  const connect = pool.connect.bind(pool) as (
    callback?: ConnectCallback,
  ) => Promise<pg.PoolClient> | undefined;
  const hand = (client: pg.PoolClient | undefined, startedAt: number) =>
    (client as unknown as Partial<BudgetedClient> | undefined)?.startBudget?.(startedAt + budgetMs);
  pool.connect = ((callback?: ConnectCallback) => {
    const startedAt = Date.now();
    if (callback) {
      return connect((error, client, done) => {
        hand(client, startedAt);
        callback(error, client, done);
      });
    }
    return connect()!.then((client) => {
      hand(client, startedAt);
      return client;
    });
  }) as typeof pool.connect;
}
