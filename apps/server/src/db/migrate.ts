import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Database } from './client';
import { withAdvisoryLock } from './advisory-lock';

const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** Applies pending migrations; several instances starting at once take turns. */
export async function runMigrations(database: Database): Promise<void> {
  await withAdvisoryLock(database.pool, 'migrate', () =>
    migrate(database.db, { migrationsFolder: MIGRATIONS_FOLDER }),
  );
}
