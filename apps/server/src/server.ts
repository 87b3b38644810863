import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { buildApp } from './app';
import { ConfigError, loadConfig, type AppConfig } from './config/env';
import { acquireDataDirLock, DataDirLockedError } from './db/data-dir-lock';
import { systemClock } from './lib/clock';
import { createFileStorage } from './lib/file-storage';
import { removeLeftoverPartials } from './lib/leftover-partials';
import { createMetrics } from './lib/metrics';
import { createRateLimiterFactory } from './lib/rate-limiter';
import { createLogger, resolveLogFormat } from './lib/log-output';
import { createSmsProvider } from './modules/sms';
import { connectRedis, startLotEvents } from './server/connect-redis';
import { logStarted } from './server/log-started';
import type { ShutdownSteps } from './server/shutdown-steps';
import { startDatabase } from './server/start-database';
import { startMetricsServer } from './server/start-metrics-server';

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
  const stops: ShutdownSteps = [];
  const stopAll = async () => {
    for (const stop of stops.reverse())
      await stop().catch((error: unknown) => logger.error({ err: error }, 'shutdown step failed'));
  };
  try {
    const lock = await acquireDataDirLock(config.dataDir);
    stops.push(() => lock.release());
    // One storage for the demo seed and the app: a bucket's client is made once.
    const fileStorage = createFileStorage(config.fileStorage, config.uploads.dir);
    stops.push(() => fileStorage.close());
    await fileStorage.ready();
    const { database, appSecret, passwordHasher } = await startDatabase(config, logger, stops, fileStorage);
    const redis = connectRedis(config, logger, stops);
    const lotEvents = await startLotEvents(config, logger, redis, stops);

    const sms = createSmsProvider(config.sms, {
      clock: systemClock,
      print: (line) => process.stdout.write(`${line}\n`),
    });
    const metrics = createMetrics();
    const { app } = await buildApp({
      config,
      metrics,
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
      fileStorage,
    });
    stops.push(() => app.close());
    await app.listen({ port: config.port, host: config.host });
    if (config.metrics) {
      const metricsServer = await startMetricsServer(metrics, config.metrics);
      stops.push(() => metricsServer.stop());
      logger.info(`监控指标：http://${config.metrics.host}:${metricsServer.port}/metrics`);
    }
    // After listening: a restart answers first, and tidies up behind.
    void removeLeftoverPartials(config.uploads.dir, systemClock.now()).then(
      ({ removed, bytes }) => {
        if (removed > 0) logger.info({ removed, bytes }, '已清理中断上传留下的临时文件');
      },
      (error: unknown) => logger.warn({ err: error }, '清理中断上传留下的临时文件失败'),
    );

    const url = `http://localhost:${config.port}`;
    logStarted(logger, config, { url, hasRedis: Boolean(redis), hasSmsOutbox: Boolean(sms.demoOutbox) });
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
