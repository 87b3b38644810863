import { setTimeout as delay } from 'node:timers/promises';
import { USER_TOPICS, lotEventSchema } from '@lyp/shared/realtime/events';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import type { LotEventBus, LotEventFlow } from './lot-event-bus';

/** How often the subscription is checked, and how long its answer may take. */
export const FLOW_CHECK = { intervalMs: 5_000, timeoutMs: 3_000 };

export interface BusLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

const envelopeSchema = z.object({
  origin: z.string(),
  events: z.array(lotEventSchema).default([]),
  /** From instances of an older version: users with new site messages. */
  nudges: z.array(z.number().int()).default([]),
  userNudges: z
    .array(
      z.object({
        userIds: z.array(z.number().int()),
        reviewersOf: z.number().int().optional(),
        // A topic this version does not know is dropped, not the whole nudge.
        topics: z.array(z.string()).transform((topics) => topics.filter(isUserTopic)),
      }),
    )
    .default([]),
});

const isUserTopic = (topic: string): topic is (typeof USER_TOPICS)[number] =>
  (USER_TOPICS as readonly string[]).includes(topic);

/**
 * A second connection subscribed to the channel, passing other instances' messages to this
 * instance's local bus and reporting the flow as the subscription is lost and won back.
 */
export async function subscribeLotChannel(options: {
  redis: Redis;
  channel: string;
  /** This instance's mark on what it publishes: its own messages coming back are skipped. */
  origin: string;
  local: Pick<LotEventBus, 'publish' | 'nudge'>;
  log: BusLog;
  setFlow(flow: LotEventFlow): void;
}): Promise<Redis> {
  const { channel, log, local, setFlow } = options;
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
    if (parsed.data.origin === options.origin) return;
    local.publish(parsed.data.events);
    local.nudge({ userIds: parsed.data.nudges, topics: ['messages'] });
    for (const nudge of parsed.data.userNudges) local.nudge(nudge);
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
  return subscriber;
}

/**
 * A Redis that stalls without closing the connection is found by a ping that gets no answer;
 * the connection is then replaced, and the flow is back when the new one is subscribed.
 * Answers the timer to clear on close.
 */
export function startFlowCheck(options: {
  subscriber: Redis;
  check: typeof FLOW_CHECK;
  isClosing(): boolean;
  setFlow(flow: LotEventFlow): void;
}): NodeJS.Timeout {
  const { subscriber, check } = options;
  const checkTimer = setInterval(() => {
    if (subscriber.status !== 'ready') return;
    const answered = subscriber.ping().then(
      () => true,
      () => false,
    );
    void Promise.race([answered, delay(check.timeoutMs, false, { ref: false })]).then((alive) => {
      if (alive || options.isClosing()) return;
      options.setFlow('interrupted');
      subscriber.disconnect(true);
    });
  }, check.intervalMs);
  checkTimer.unref();
  return checkTimer;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
