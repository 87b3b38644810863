import { expect } from 'vitest';
import type pg from 'pg';

/**
 * Resolves once some session of this database waits for a row lock: the request a test fired
 * has reached the statement a held lock blocks, so a change made now happens while it queues.
 */
export async function untilSomeoneWaitsForALock(pool: pg.Pool): Promise<void> {
  const waiting = async () =>
    Number(
      (
        await pool.query<{ waiting: string }>(
          `select count(*) as waiting from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'`,
        )
      ).rows[0]!.waiting,
    );
  await expect.poll(waiting, { timeout: 15_000, interval: 20 }).toBeGreaterThan(0);
}
