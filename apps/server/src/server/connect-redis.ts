import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { AppConfig } from '../config/env';
import { createLocalLotEventBus, createRedisLotEventBus, type LotEventBus } from '../modules/live';
import type { ShutdownSteps } from './shutdown-steps';

/** A Redis connection when one is configured. */
export function connectRedis(config: AppConfig, logger: Logger, stops: ShutdownSteps): Redis | undefined {
  let redis: Redis | undefined;
  if (config.redisUrl) {
    redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: false });
    redis.on('error', (error) => logger.warn({ err: error }, 'Redis 连接异常'));
    const client = redis;
    stops.push(() => client.quit());
  }
  return redis;
}

/** Live events cross instances through Redis when it is configured; otherwise in-process. */
export async function startLotEvents(
  config: AppConfig,
  logger: Logger,
  redis: Redis | undefined,
  stops: ShutdownSteps,
): Promise<LotEventBus> {
  const lotEvents = redis
    ? await createRedisLotEventBus({ redis, channel: `${config.redisKeyPrefix}lot-events`, log: logger })
    : createLocalLotEventBus();
  stops.push(() => lotEvents.close());
  return lotEvents;
}
