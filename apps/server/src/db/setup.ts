import { createDatabase, type Database } from './client';
import { runMigrations } from './migrate';
import { protectLegacyIdNumbers } from './protect-legacy-id-numbers';
import { seedDatabase, type SeedOptions } from './seed/seed';

/**
 * Migrates and seeds a database, then does any further start-up work, on connections of its
 * own without the request time limits: waiting for another instance's start-up, or a long
 * migration, is not an outage.
 */
export async function setUpDatabase(
  databaseUrl: string,
  seed: SeedOptions,
  then?: (database: Database) => Promise<void>,
): Promise<void> {
  const database = createDatabase(databaseUrl, {
    maxConnections: 3,
    maxLockConnections: 1,
    unboundedStatements: true,
  });
  try {
    await runMigrations(database);
    // Before the seed and any request: nothing may read an ID number the old way meanwhile.
    await protectLegacyIdNumbers(database, seed.idNumbers);
    await seedDatabase(database, seed);
    await then?.(database);
  } finally {
    await database.close();
  }
}
