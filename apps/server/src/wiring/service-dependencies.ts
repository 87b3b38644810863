import type { LotEvent, UserNudge } from '@lyp/shared/realtime/events';
import type { AppConfig } from '../config/env';
import type { Database } from '../db/client';
import type { Clock } from '../lib/clock';
import type { FileStorage } from '../lib/file-storage';
import type { Metrics } from '../lib/metrics';
import type { PasswordHasher } from '../lib/password-hasher';
import type { RateLimiterFactory } from '../lib/rate-limiter';
import type { SmsProvider } from '../modules/sms';

/** What the app hands the modules: the database, the clock, secrets, policy and the outside world. */
export interface ServiceDependencies {
  database: Database;
  clock: Clock;
  appSecret: string;
  log: {
    info(details: object, message: string): void;
    warn(details: object, message: string): void;
    error(details: object, message: string): void;
  };
  passwordHasher: PasswordHasher;
  smsProvider: SmsProvider;
  rateLimiters: RateLimiterFactory;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  auction: AppConfig['auction'];
  uploads: AppConfig['uploads'];
  fileStorage: FileStorage;
  webhooks: AppConfig['webhooks'];
  /** Where the product is opened: documents print their verification link under it. */
  publicUrl: string;
  /** Hands committed lot events to the live channel. */
  publishLotEvents(events: LotEvent[]): void;
  /** Every lot event, this instance's and (through Redis) the others'; answers the unsubscribe. */
  watchLotEvents(listener: (event: LotEvent) => void): () => void;
  /** Counters and histograms an operator scrapes (lib/metrics.ts). */
  metrics: Metrics;
  /** Tells users' open pages, on whichever instance, what of theirs changed (messages, orders…). */
  nudgeUsers(nudge: UserNudge): void;
}
