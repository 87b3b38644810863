import type { Logger } from 'pino';
import type { AppConfig } from '../config/env';
import { createDatabase, type Database } from '../db/client';
import { withAdvisoryLock } from '../db/advisory-lock';
import { startEmbeddedPostgres } from '../db/embedded-postgres';
import { setUpDatabase } from '../db/setup';
import { createIdNumberVault } from '../lib/id-number-vault';
import { systemClock } from '../lib/clock';
import { loadOrCreateLocalSecret } from '../lib/local-secret';
import { createPasswordHasher, type PasswordHasher } from '../lib/password-hasher';
import type { FileStorage } from '../lib/file-storage';
import { bidderAliasSecret } from '../modules/bidding';
import { seedDemoAuctions } from '../modules/demo';
import type { ShutdownSteps } from './shutdown-steps';

const EMBEDDED_DATABASE_NAME = 'lyp';

/** The configured database, or an embedded one started in the data directory. */
async function resolveDatabaseUrl(config: AppConfig, logger: Logger, stops: ShutdownSteps): Promise<string> {
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    const embedded = await startEmbeddedPostgres({
      dataDir: config.dataDir,
      port: config.embeddedPgPort,
      log: (level, message) => logger[level](message),
    });
    stops.push(() => embedded.stop());
    await embedded.ensureDatabase(EMBEDDED_DATABASE_NAME);
    databaseUrl = embedded.connectionString(EMBEDDED_DATABASE_NAME);
  }
  return databaseUrl;
}

/**
 * The database migrated and seeded (demo auctions too when asked), then connected; with the
 * app secret and password hasher the seed and the app share.
 */
export async function startDatabase(
  config: AppConfig,
  logger: Logger,
  stops: ShutdownSteps,
  fileStorage: FileStorage,
): Promise<{ database: Database; appSecret: string; passwordHasher: PasswordHasher }> {
  const databaseUrl = await resolveDatabaseUrl(config, logger, stops);
  const passwordHasher = createPasswordHasher();
  const appSecret = config.appSecret ?? (await loadOrCreateLocalSecret(config.dataDir));
  await setUpDatabase(
    databaseUrl,
    {
      clock: systemClock,
      passwordHasher,
      idNumbers: createIdNumberVault(appSecret),
      includeDemoAccounts: config.seedDemoData,
    },
    async (database) => {
      if (!config.seedDemoData) return;
      // Under the seed's lock, so instances starting together do not both add a round.
      await withAdvisoryLock(database.pool, 'demo-auctions', () =>
        seedDemoAuctions({
          database,
          clock: systemClock,
          aliasSecret: bidderAliasSecret(appSecret),
          fileStorage,
          log: logger,
        }),
      );
    },
  );
  const database = createDatabase(databaseUrl);
  stops.push(() => database.close());
  return { database, appSecret, passwordHasher };
}
