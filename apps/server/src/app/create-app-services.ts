import type { FastifyBaseLogger } from 'fastify';
import { createLocalFileStorage } from '../lib/file-storage';
import type { Metrics } from '../lib/metrics';
import { createServices, type Services } from '../services';
import type { AppDependencies } from './app-dependencies';

/** The modules' services, composed from the app's dependencies. */
export function createAppServices(deps: AppDependencies, log: FastifyBaseLogger, metrics: Metrics): Services {
  return createServices({
    database: deps.database,
    clock: deps.clock,
    appSecret: deps.appSecret,
    log,
    passwordHasher: deps.passwordHasher,
    smsProvider: deps.smsProvider,
    rateLimiters: deps.rateLimiters,
    accessTokenTtlSeconds: deps.config.accessTokenTtlSeconds,
    refreshTokenTtlSeconds: deps.config.refreshTokenTtlSeconds,
    auction: deps.config.auction,
    uploads: deps.config.uploads,
    publicUrl: deps.config.publicUrl,
    webhooks: deps.config.webhooks,
    fileStorage: deps.fileStorage ?? createLocalFileStorage(deps.config.uploads.dir),
    publishLotEvents: (events) => deps.lotEvents.publish(events),
    watchLotEvents: (listener) => deps.lotEvents.subscribe(listener),
    nudgeUsers: (nudge) => deps.lotEvents.nudge(nudge),
    metrics,
  });
}
