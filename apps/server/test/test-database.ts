import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { createDatabase, type Database } from '../src/db/client';
import { databaseUrl, runAdminStatement } from './admin-database';

/**
 * A fresh database cloned from the run's migrated and seeded template, or the one given (left in
 * place on drop). Its name also keys the app's rate-limit counters in Redis.
 */
export async function openTestDatabase(givenUrl: string | undefined): Promise<{
  name: string;
  url: string;
  database: Database;
  drop(): Promise<void>;
}> {
  const adminUrl = inject('databaseAdminUrl');
  const name = `lyp_t_${randomBytes(6).toString('hex')}`;
  const ownsDatabase = givenUrl === undefined;
  if (ownsDatabase) {
    await runAdminStatement(adminUrl, `CREATE DATABASE ${name} TEMPLATE ${inject('templateDatabase')}`);
    // A test's database is thrown away: its commits need not wait for the disk. A crashed server
    // process still keeps them (only a crash of the machine would lose the last moment's).
    await runAdminStatement(adminUrl, `ALTER DATABASE ${name} SET synchronous_commit = off`);
  }
  const url = givenUrl ?? databaseUrl(adminUrl, name);
  const database = createDatabase(url, { maxConnections: 5 });
  return {
    name,
    url,
    database,
    async drop() {
      if (ownsDatabase) await runAdminStatement(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
