import type pg from 'pg';

/** Stable 32-bit keys, so every instance agrees on which lock is which. */
const LOCK_KEYS = {
  migrate: 720_001,
  seed: 720_002,
  'demo-auctions': 720_003,
  'protect-id-numbers': 720_004,
} as const;

/** Runs `work` while holding a PostgreSQL session advisory lock: one instance at a time. */
export async function withAdvisoryLock<T>(
  pool: pg.Pool,
  name: keyof typeof LOCK_KEYS,
  work: () => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [LOCK_KEYS[name]]);
    try {
      return await work();
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [LOCK_KEYS[name]]);
    }
  } finally {
    client.release();
  }
}
