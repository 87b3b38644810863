import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { lotEventSchema, type LotEvent } from '@lyp/shared/realtime/events';
import type { Redis } from 'ioredis';
import { z } from 'zod';

/** Carries committed lot events to every watcher, on this instance and (with Redis) the others. */
export interface LotEventBus {
  publish(events: LotEvent[]): void;
  subscribe(listener: (event: LotEvent) => void): () => void;
  close(): Promise<void>;
}

/** One instance: events stay in the process. */
export function createLocalLotEventBus(): LotEventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    publish(events) {
      for (const event of events) emitter.emit('event', event);
    },
    subscribe(listener) {
      emitter.on('event', listener);
      return () => emitter.off('event', listener);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

const envelopeSchema = z.object({ origin: z.string(), events: z.array(lotEventSchema) });

/**
 * Several instances: events go out on a Redis channel, each batch as one message so its order
 * holds. This instance's own watchers get them at once, without the round trip through Redis;
 * messages from this instance coming back are skipped. A lost message shows up to clients as a
 * gap in the sequence, and they resync over HTTP.
 */
export async function createRedisLotEventBus(options: {
  redis: Redis;
  channel: string;
  log: { warn(details: object, message: string): void };
}): Promise<LotEventBus> {
  const origin = randomUUID();
  const local = createLocalLotEventBus();
  const subscriber = options.redis.duplicate({ enableOfflineQueue: true });
  subscriber.on('error', (error) => options.log.warn({ err: error }, 'Redis 实时事件订阅连接异常'));
  subscriber.on('message', (channel: string, message: string) => {
    if (channel !== options.channel) return;
    // Whatever else writes to the channel, a bad message is dropped, never thrown in the handler.
    const parsed = envelopeSchema.safeParse(parseJson(message));
    if (!parsed.success) {
      options.log.warn({ channel }, '收到格式不正确的实时事件，已忽略');
      return;
    }
    if (parsed.data.origin !== origin) local.publish(parsed.data.events);
  });
  await subscriber.subscribe(options.channel);

  return {
    publish(events) {
      local.publish(events);
      options.redis
        .publish(options.channel, JSON.stringify({ origin, events }))
        .catch((error: unknown) => options.log.warn({ err: error }, '实时事件发布到 Redis 失败'));
    },
    subscribe: local.subscribe,
    async close() {
      await local.close();
      await subscriber.quit().catch(() => subscriber.disconnect());
    },
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
