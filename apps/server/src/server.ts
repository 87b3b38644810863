import { API_PATHS, API_PREFIX } from '@lyp/shared/api/paths';
import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { buildApp } from './app';
import { ConfigError, loadConfig, type AppConfig } from './config/env';
import { createDatabase } from './db/client';
import { withAdvisoryLock } from './db/advisory-lock';
import { acquireDataDirLock, DataDirLockedError } from './db/data-dir-lock';
import { startEmbeddedPostgres } from './db/embedded-postgres';
import { setUpDatabase } from './db/setup';
import { createIdNumberVault } from './lib/id-number-vault';
import { systemClock } from './lib/clock';
import { loadOrCreateLocalSecret } from './lib/local-secret';
import { createPasswordHasher } from './lib/password-hasher';
import { createLocalFileStorage } from './lib/file-storage';
import { createRateLimiterFactory } from './lib/rate-limiter';
import { createLogger, resolveLogFormat } from './lib/log-output';
import { bidderAliasSecret } from './modules/bidding';
import { seedDemoAuctions } from './modules/demo';
import { createLocalLotEventBus, createRedisLotEventBus } from './modules/live';
import { createSmsProvider } from './modules/sms';

const EMBEDDED_DATABASE_NAME = 'lyp';

export interface RunningServer {
  app: FastifyInstance;
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts everything in order: data-directory lock, database (embedded unless DATABASE_URL),
 * migrations, seed, Redis when configured, then HTTP. Whatever started is stopped again,
 * in reverse order, on shutdown or when a later step fails.
 */
export async function startServer(config: AppConfig, logger: Logger): Promise<RunningServer> {
  const stops: Array<() => Promise<unknown>> = [];
  const stopAll = async () => {
    for (const stop of stops.reverse())
      await stop().catch((error: unknown) => logger.error({ err: error }, 'shutdown step failed'));
  };

  try {
    const lock = await acquireDataDirLock(config.dataDir);
    stops.push(() => lock.release());

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
            fileStorage: createLocalFileStorage(config.uploads.dir),
            log: logger,
          }),
        );
      },
    );
    const database = createDatabase(databaseUrl);
    stops.push(() => database.close());

    let redis: Redis | undefined;
    if (config.redisUrl) {
      redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: false });
      redis.on('error', (error) => logger.warn({ err: error }, 'Redis 连接异常'));
      const client = redis;
      stops.push(() => client.quit());
    }

    // Live events cross instances through Redis when it is configured; otherwise in-process.
    const lotEvents = redis
      ? await createRedisLotEventBus({ redis, channel: `${config.redisKeyPrefix}lot-events`, log: logger })
      : createLocalLotEventBus();
    stops.push(() => lotEvents.close());

    const sms = createSmsProvider(config.sms, {
      clock: systemClock,
      print: (line) => process.stdout.write(`${line}\n`),
    });
    const { app } = await buildApp({
      config,
      appSecret,
      database,
      clock: systemClock,
      logger,
      passwordHasher,
      smsProvider: sms.provider,
      ...(sms.demoOutbox ? { demoOutbox: sms.demoOutbox } : {}),
      rateLimiters: createRateLimiterFactory({
        ...(redis ? { redis } : {}),
        keyPrefix: config.redisKeyPrefix,
      }),
      lotEvents,
    });
    stops.push(() => app.close());
    await app.listen({ port: config.port, host: config.host });

    const url = `http://localhost:${config.port}`;
    logger.info(
      {
        url,
        docs: `${url}${API_PREFIX}${API_PATHS.docs}`,
        database: config.databaseUrl ? 'external' : 'embedded',
        redis: Boolean(redis),
        demoMode: config.demoMode,
        ...(sms.demoOutbox ? { smsOutbox: `${url}${API_PREFIX}${API_PATHS.demoSmsOutboxPage}` } : {}),
      },
      `乐易拍已启动：${url}`,
    );
    return { app, url, stop: stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

async function main(): Promise<void> {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const onTerminal = Boolean(process.stdout.isTTY);
  const logger = createLogger(config.logLevel, resolveLogFormat(config.logFormat, onTerminal), {
    colors: onTerminal,
  });

  let server: RunningServer;
  try {
    server = await startServer(config, logger);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      logger.fatal(error.message);
    } else if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      logger.fatal(`端口 ${config.port} 已被占用：请停止占用该端口的程序，或用 PORT 指定其他端口`);
    } else {
      logger.fatal({ err: error }, '启动失败');
    }
    process.exit(1);
  }

  // SIGINT/SIGTERM: stop taking requests, finish those in flight, then stop the database.
  closeWithGrace({ delay: 15_000 }, async ({ signal, err }) => {
    if (err) logger.error({ err }, '异常退出');
    logger.info({ signal }, '正在停止服务');
    await server.stop();
  });
}

await main();
