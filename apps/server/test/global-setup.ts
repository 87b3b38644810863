import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../src/config/env';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres';
import { setUpDatabase } from '../src/db/setup';
import { databaseUrl, runAdminStatement } from './admin-database';
import { freePort } from './free-port';
import { startPrivateRedis } from './private-redis';
import { testSeedOptions } from './test-seed';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A connection to a maintenance database, for CREATE DATABASE … TEMPLATE. */
    databaseAdminUrl: string;
    /** Migrated and seeded once per run; every test file clones it. */
    templateDatabase: string;
    /** The machine's Redis (REDIS_URL): the whole app then counts and publishes through it. */
    redisUrl: string | undefined;
    /** REDIS_URL, or else the run's own Redis where redis-server exists: for the Redis suites. */
    redisSuitesUrl: string | undefined;
  }
}

/**
 * One PostgreSQL per run: the machine's when DATABASE_URL is set (CI runs the suite both
 * ways), otherwise an embedded server in a temporary directory on a free port.
 */
export default async function setup(project: TestProject) {
  const config = loadConfig();
  let adminUrl = config.databaseUrl;
  let stopEmbedded: (() => Promise<void>) | undefined;

  if (!adminUrl) {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'lyp-test-pg-'));
    const embedded = await startEmbeddedPostgres({ dataDir, port: await freePort(), log: () => {} });
    adminUrl = embedded.connectionString('postgres');
    stopEmbedded = async () => {
      await embedded.stop();
      await rm(dataDir, { recursive: true, force: true });
    };
  }

  const templateDatabase = `lyp_tpl_${randomBytes(4).toString('hex')}`;
  let privateRedis: Awaited<ReturnType<typeof startPrivateRedis>>;
  try {
    await runAdminStatement(adminUrl, `CREATE DATABASE ${templateDatabase}`);
    await setUpDatabase(databaseUrl(adminUrl, templateDatabase), testSeedOptions());
    privateRedis = config.redisUrl ? undefined : await startPrivateRedis();
  } catch (error) {
    // Vitest runs no teardown for a set-up that failed: leave no PostgreSQL running behind.
    await stopEmbedded?.();
    throw error;
  }

  project.provide('databaseAdminUrl', adminUrl);
  project.provide('templateDatabase', templateDatabase);
  project.provide('redisUrl', config.redisUrl);
  project.provide('redisSuitesUrl', config.redisUrl ?? privateRedis?.url);

  return async () => {
    await runAdminStatement(adminUrl, `DROP DATABASE IF EXISTS ${templateDatabase} WITH (FORCE)`);
    await stopEmbedded?.();
    await privateRedis?.stop();
  };
}
