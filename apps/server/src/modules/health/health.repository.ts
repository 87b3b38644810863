import { setTimeout as delay } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** A load balancer asks often and wants a quick answer: a database this slow counts as down. */
const PING_TIMEOUT_MS = 2_000;

export function createHealthRepository(db: Db) {
  return {
    async pingDatabase(): Promise<boolean> {
      const timedOut = delay(PING_TIMEOUT_MS, false, { ref: false });
      const ping = db.execute(sql`SELECT 1`).then(
        () => true,
        () => false,
      );
      return Promise.race([ping, timedOut]);
    },
  };
}
