import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

export function createHealthRepository(db: Db) {
  return {
    async pingDatabase(): Promise<boolean> {
      try {
        await db.execute(sql`SELECT 1`);
        return true;
      } catch {
        return false;
      }
    },
  };
}
