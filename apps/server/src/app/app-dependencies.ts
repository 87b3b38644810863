import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config/env';
import type { Database } from '../db/client';
import type { Clock } from '../lib/clock';
import type { FileStorage } from '../lib/file-storage';
import type { Metrics } from '../lib/metrics';
import type { PasswordHasher } from '../lib/password-hasher';
import type { RateLimiterFactory } from '../lib/rate-limiter';
import type { LotEventBus } from '../modules/live';
import type { DemoOutbox, SmsProvider } from '../modules/sms';

export interface AppDependencies {
  config: Pick<
    AppConfig,
    | 'trustProxy'
    | 'publicUrl'
    | 'webDistDir'
    | 'accessTokenTtlSeconds'
    | 'refreshTokenTtlSeconds'
    | 'auction'
    | 'uploads'
    | 'live'
    | 'webhooks'
  >;
  /** Keys the hashes of SMS codes. */
  appSecret: string;
  database: Database;
  clock: Clock;
  logger: FastifyBaseLogger;
  passwordHasher: PasswordHasher;
  smsProvider: SmsProvider;
  /** Present in demo mode only: the outbox routes exist only then. */
  demoOutbox?: DemoOutbox;
  rateLimiters: RateLimiterFactory;
  /** Absent: the app makes its own (tests); the server passes the one it exposes. */
  metrics?: Metrics;
  /** Where uploads and documents are kept. Absent: on disk under `config.uploads.dir` (tests). */
  fileStorage?: FileStorage;
  /** Carries live lot events: in-process, or across instances through Redis. */
  lotEvents: LotEventBus;
}
