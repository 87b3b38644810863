import type pg from 'pg';

/** The error node-postgres gives a statement that got no answer within `query_timeout`. */
const READ_TIMEOUT_MESSAGE = 'Query read timeout';

type Release = (error?: Error | boolean) => void;

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
 */
export function createResilientClient(Base: typeof pg.Client): typeof pg.Client {
  return class ResilientClient extends Base {
    #poolRelease: Release | undefined;

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

    // The base method has many overloads; this one passes every form through unchanged.
    override query(...args: unknown[]): never {
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

    private discardConnection(): void {
      (this as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
    }
  };
}

function ignoreError(): void {}

function isReadTimeout(error: unknown): boolean {
  return error instanceof Error && error.message === READ_TIMEOUT_MESSAGE;
}
