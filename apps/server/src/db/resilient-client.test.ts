import pg from 'pg';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { createResilientClient, shareBudgetWithFirstStatement } from './resilient-client';

/** A pool of one connection whose statements get no answer for `readMs` and a budget as long. */
function budgetedPool(budgetMs: number) {
  const pool = new pg.Pool({
    connectionString: inject('databaseAdminUrl'),
    max: 1,
    connectionTimeoutMillis: budgetMs,
    query_timeout: budgetMs,
    Client: createResilientClient(pg.Client),
  });
  pool.on('error', () => {});
  shareBudgetWithFirstStatement(pool, budgetMs);
  return pool;
}

const pools: pg.Pool[] = [];
afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.end()));
});

describe('a checkout and its first statement', () => {
  it('share one budget: a request that waited for its connection is not given a whole read timeout again', async () => {
    const pool = budgetedPool(2_000);
    pools.push(pool);
    const holder = await pool.connect();
    const started = performance.now();
    // Waits for the only connection, then runs a statement that never answers in time.
    const waiter = pool.query('SELECT pg_sleep(5)').then(
      () => 'answered',
      (error: Error) => error.message,
    );
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    holder.release();
    expect(await waiter).toBe('Query read timeout');
    const elapsed = performance.now() - started;
    expect(elapsed).toBeGreaterThan(1_900);
    expect(elapsed).toBeLessThan(2_700);
  });

  it('leave later statements on the same connection their whole read timeout', async () => {
    const pool = budgetedPool(2_000);
    pools.push(pool);
    const client = await pool.connect();
    try {
      await client.query('SELECT 1');
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const started = performance.now();
      await client.query('SELECT pg_sleep(1.5)');
      expect(performance.now() - started).toBeGreaterThan(1_400);
    } finally {
      client.release();
    }
  });
});
