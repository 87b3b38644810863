import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { setTimeout as delay } from 'node:timers/promises';
import { lotEventSchema, type LotEvent } from '@lyp/shared/realtime/events';
import type { Redis } from 'ioredis';
import { z } from 'zod';

/**
 * Whether events published on other instances reach this one. While `interrupted`, watchers
 * here would miss other instances' bids without a gap to notice, so they are told to resync
 * and to poll until the flow is back.
 */
export type LotEventFlow = 'flowing' | 'interrupted';

/**
 * Carries committed lot events to every watcher, on this instance and (with Redis) the others;
 * and, on the same path, the ids of users with new site messages, so that whichever instance
 * holds a user's socket can tell them.
 */
export interface LotEventBus {
  publish(events: LotEvent[]): void;
  subscribe(listener: (event: LotEvent) => void): () => void;
  /** These users have new site messages. */
  nudge(userIds: number[]): void;
  subscribeNudges(listener: (userIds: number[]) => void): () => void;
  flow(): LotEventFlow;
  /** Called on every change of the flow. */
  watchFlow(listener: (flow: LotEventFlow) => void): () => void;
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
    nudge(userIds) {
      if (userIds.length > 0) emitter.emit('nudge', userIds);
    },
    subscribeNudges(listener) {
      emitter.on('nudge', listener);
      return () => emitter.off('nudge', listener);
    },
    // Nothing between publisher and watchers can fail.
    flow: () => 'flowing',
    watchFlow: () => () => {},
    async close() {
      emitter.removeAllListeners();
    },
  };
}

/** How often the subscription is checked, and how long its answer may take. */
export const FLOW_CHECK = { intervalMs: 5_000, timeoutMs: 3_000 };

const envelopeSchema = z.object({
  origin: z.string(),
  events: z.array(lotEventSchema).default([]),
  nudges: z.array(z.number().int()).default([]),
});

/**
 * Several instances: events go out on a Redis channel, each batch as one message so its order
 * holds. This instance's own watchers get them at once, without the round trip through Redis;
 * messages from this instance coming back are skipped. A lost message shows up to clients as a
 * gap in the sequence, and they resync over HTTP. A lost subscription shows no gap (nothing
 * arrives at all), so it changes the flow, which the live channel passes on to its watchers.
 */
export async function createRedisLotEventBus(options: {
  redis: Redis;
  channel: string;
  log: {
    info(details: object, message: string): void;
    warn(details: object, message: string): void;
  };
  flowCheck?: typeof FLOW_CHECK;
}): Promise<LotEventBus> {
  const { channel, log } = options;
  const origin = randomUUID();
  const local = createLocalLotEventBus();
  const flowListeners = new EventEmitter();
  let flow: LotEventFlow = 'flowing';
  let closing = false;
  const setFlow = (next: LotEventFlow) => {
    if (flow === next || closing) return;
    flow = next;
    if (next === 'interrupted')
      log.warn({ channel }, '与 Redis 的实时事件订阅中断，已通知观看者改为定时刷新');
    else log.info({ channel }, '与 Redis 的实时事件订阅已恢复，已通知观看者重新同步');
    flowListeners.emit('flow', next);
  };

  const subscriber = options.redis.duplicate({ enableOfflineQueue: true });
  subscriber.on('error', (error) => log.warn({ err: error }, 'Redis 实时事件订阅连接异常'));
  subscriber.on('message', (from: string, message: string) => {
    if (from !== channel) return;
    // Whatever else writes to the channel, a bad message is dropped, never thrown in the handler.
    const parsed = envelopeSchema.safeParse(parseJson(message));
    if (!parsed.success) {
      log.warn({ channel }, '收到格式不正确的实时事件，已忽略');
      return;
    }
    if (parsed.data.origin === origin) return;
    local.publish(parsed.data.events);
    local.nudge(parsed.data.nudges);
  });
  // A closed connection means messages are being missed from now on. ioredis reconnects and
  // subscribes again by itself; the flow counts as back once the subscription is confirmed.
  subscriber.on('close', () => setFlow('interrupted'));
  subscriber.on('ready', () => {
    subscriber.subscribe(channel).then(
      () => setFlow('flowing'),
      (error: unknown) => log.warn({ err: error }, 'Redis 实时事件重新订阅失败'),
    );
  });
  await subscriber.subscribe(channel);
  const send = (envelope: { events?: LotEvent[]; nudges?: number[] }) =>
    options.redis
      .publish(channel, JSON.stringify({ origin, ...envelope }))
      .catch((error: unknown) => log.warn({ err: error }, '实时事件发布到 Redis 失败'));

  // A Redis that stalls without closing the connection is found by a ping that gets no answer;
  // the connection is then replaced, and the flow is back when the new one is subscribed.
  const check = options.flowCheck ?? FLOW_CHECK;
  const checkTimer = setInterval(() => {
    if (subscriber.status !== 'ready') return;
    const answered = subscriber.ping().then(
      () => true,
      () => false,
    );
    void Promise.race([answered, delay(check.timeoutMs, false, { ref: false })]).then((alive) => {
      if (alive || closing) return;
      setFlow('interrupted');
      subscriber.disconnect(true);
    });
  }, check.intervalMs);
  checkTimer.unref();

  return {
    publish(events) {
      local.publish(events);
      void send({ events });
    },
    subscribe: local.subscribe,
    nudge(userIds) {
      if (userIds.length === 0) return;
      local.nudge(userIds);
      // With an empty `events`: instances of an older version require the field.
      void send({ events: [], nudges: userIds });
    },
    subscribeNudges: local.subscribeNudges,
    flow: () => flow,
    watchFlow(listener) {
      flowListeners.on('flow', listener);
      return () => flowListeners.off('flow', listener);
    },
    async close() {
      closing = true;
      clearInterval(checkTimer);
      flowListeners.removeAllListeners();
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
