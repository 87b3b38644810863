import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ApiPathName } from '@lyp/shared/api/paths';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { inject } from 'vitest';
import { buildApp, type AppDependencies } from '../src/app';
import type { Database } from '../src/db/client';
import { DEMO_PASSWORD } from '../src/db/seed/demo-accounts.seed';
import { createFakeClock, type FakeClock } from '../src/lib/clock';
import type { FileStorage } from '../src/lib/file-storage';
import { createPasswordHasher } from '../src/lib/password-hasher';
import { createRateLimiterFactory } from '../src/lib/rate-limiter';
import { createLoggerOptions } from '../src/lib/request-logging';
import { createLocalLotEventBus, type LotEventBus } from '../src/modules/live';
import { createDemoOutboxSmsProvider, type DemoOutbox, type SmsProvider } from '../src/modules/sms';
import type { Metrics } from '../src/lib/metrics';
import type { Services } from '../src/services';
import { createTestCalls, type CallOptions } from './test-calls';
import { openTestDatabase } from './test-database';
import { captureLogLines } from './test-log-lines';
import { TEST_APP_SECRET } from './test-secret';

export type { CallOptions } from './test-calls';

export interface TestAppOptions {
  liveMaxConnectionsPerIp?: number;
  /** Demo mode registers the outbox routes (default true). */
  demoMode?: boolean;
  /** Replaces the outbox provider, e.g. one that fails. */
  smsProvider?: SmsProvider;
  accessTokenTtlSeconds?: number;
  uploadMaxBytes?: number;
  /** The largest picture accepted, width × height (default 50 megapixels, as in production). */
  uploadMaxPixels?: number;
  /**
   * A migrated and seeded database to use instead of a fresh clone of the template (one on a
   * PostgreSQL server the test controls, say). It is left in place on close.
   */
  databaseUrl?: string;
  /** The live events' bus (default: in-process). */
  lotEvents?: LotEventBus;
  /** The app's file storage, made for its own files directory (default: on disk there); closed with the app. */
  fileStorage?: (filesDir: string) => FileStorage;
}

export interface TestApp {
  app: FastifyInstance;
  services: Services;
  /** The app's Prometheus registry and metrics, as a scrape would read them. */
  metrics: Metrics;
  /** Live lot events published by the app, for watching what watchers would get. */
  lotEvents: LotEventBus;
  filesDir: string;
  clock: FakeClock;
  database: Database;
  /** Where the database is: another instance may share it (`databaseUrl` option). */
  databaseUrl: string;
  /** Every verification SMS "sent", newest first, whatever the mode. */
  /** The demo SMS gateway: what it sent, and a way to send as the app does. */
  outbox: DemoOutbox & SmsProvider;
  /** The JSON log lines the app wrote. */
  logLines: string[];
  call(method: 'GET' | 'POST', path: ApiPathName, options?: CallOptions): Promise<LightMyRequestResponse>;
  /**
   * Calls a route by name with its own method, as the web client does: path parameters are
   * taken from `input`, the rest is the query (GET) or the JSON body.
   */
  send(name: ApiPathName, input?: Record<string, unknown>, token?: string): Promise<LightMyRequestResponse>;
  lastCode(phone: string): string;
  signIn(username: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

/** The app's settings for a test: no sweeps (tests move the fake clock), uploads in `filesDir`. */
function testAppConfig(options: TestAppOptions, filesDir: string): AppDependencies['config'] {
  return {
    trustProxy: false,
    publicUrl: 'http://localhost:3000',
    webDistDir: '/nonexistent-web-dist',
    accessTokenTtlSeconds: options.accessTokenTtlSeconds ?? 3600,
    refreshTokenTtlSeconds: 7 * 24 * 3600,
    // Tests move the fake clock and sweep when they choose.
    auction: { publicationLeadMinutes: 24 * 60, sweepIntervalMs: 0, closeGraceMs: 1500 },
    uploads: {
      maxBytes: options.uploadMaxBytes ?? 2 * 1024 * 1024,
      maxPixels: options.uploadMaxPixels ?? 50_000_000,
      dir: filesDir,
    },
    live: { maxConnectionsPerIp: options.liveMaxConnectionsPerIp ?? 100 },
    // Test receivers listen on 127.0.0.1 over http.
    webhooks: { allowPrivateTargets: true, leaseSeconds: 60 },
  };
}

/** An app on its own fresh database, cloned from the run's migrated and seeded template. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { name, url, database, drop } = await openTestDatabase(options.databaseUrl);
  const clock = createFakeClock(new Date());
  const { logLines, logStream } = captureLogLines();
  const outboxProvider = createDemoOutboxSmsProvider({ clock, ttlSeconds: 300, print: () => {} });
  const redisUrl = inject('redisUrl');
  const redis = redisUrl ? new Redis(redisUrl) : undefined;
  const demoMode = options.demoMode ?? true;

  const filesDir = await mkdtemp(path.join(tmpdir(), 'lyp-test-files-'));
  const lotEvents = options.lotEvents ?? createLocalLotEventBus();
  const fileStorage = options.fileStorage?.(filesDir);
  const { app, services, metrics } = await buildApp({
    config: testAppConfig(options, filesDir),
    appSecret: TEST_APP_SECRET,
    database,
    clock,
    logger: pino({ ...createLoggerOptions('info') }, logStream),
    passwordHasher: createPasswordHasher(),
    smsProvider: options.smsProvider ?? outboxProvider,
    ...(demoMode ? { demoOutbox: outboxProvider } : {}),
    rateLimiters: createRateLimiterFactory({
      ...(redis ? { redis } : {}),
      keyPrefix: `lyp-test:${name}:`,
    }),
    lotEvents,
    ...(fileStorage ? { fileStorage } : {}),
  });
  await app.ready();

  const { call, send } = createTestCalls(app);

  return {
    app,
    services,
    metrics,
    lotEvents,
    filesDir,
    clock,
    database,
    databaseUrl: url,
    outbox: outboxProvider,
    logLines,
    call,
    send,
    lastCode(phone) {
      const message = outboxProvider.list(phone)[0];
      if (!message) throw new Error(`no SMS was sent to ${phone}`);
      return message.code;
    },
    async signIn(username, password = DEMO_PASSWORD) {
      const response = await call('POST', 'oauthToken', {
        query: { grant_type: 'password', username, password },
      });
      if (response.statusCode !== 200) throw new Error(`sign-in as ${username} failed: ${response.body}`);
      return response.json<{ access_token: string }>().access_token;
    },
    async close() {
      await app.close();
      await fileStorage?.close();
      await database.close();
      await rm(filesDir, { recursive: true, force: true });
      if (redis) {
        // Rate-limit counters of this app only; they would expire anyway.
        const keys = await redis.keys(`lyp-test:${name}:*`);
        if (keys.length > 0) await redis.del(...keys);
        await redis.quit();
      }
      await drop();
    },
  };
}
