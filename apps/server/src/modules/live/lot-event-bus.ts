import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { LotEvent, UserNudge } from '@lyp/shared/realtime/events';

export type { UserNudge } from '@lyp/shared/realtime/events';
import type { Redis } from 'ioredis';
import { FLOW_CHECK, startFlowCheck, subscribeLotChannel, type BusLog } from './redis-lot-subscriber';

/**
 * Whether events published on other instances reach this one. While `interrupted`, watchers
 * here would miss other instances' bids without a gap to notice, so they are told to resync
 * and to poll until the flow is back.
 */
export type LotEventFlow = 'flowing' | 'interrupted';

/**
 * Carries committed lot events to every watcher, on this instance and (with Redis) the others;
 * and, on the same path, nudges for users whose messages, deposits, orders… changed, so that
 * whichever instance holds a user's socket can tell them.
 */
export interface LotEventBus {
  publish(events: LotEvent[]): void;
  subscribe(listener: (event: LotEvent) => void): () => void;
  /** These users (or reviewers) should re-read these topics. */
  nudge(nudge: UserNudge): void;
  subscribeNudges(listener: (nudge: UserNudge) => void): () => void;
  flow(): LotEventFlow;
  /** Called on every change of the flow. */
  watchFlow(listener: (flow: LotEventFlow) => void): () => void;
  close(): Promise<void>;
}

/** Whether a nudge names anyone to tell and anything to tell them. */
function isAddressed(nudge: UserNudge): boolean {
  return (nudge.userIds.length > 0 || nudge.reviewersOf !== undefined) && nudge.topics.length > 0;
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
    nudge(nudge) {
      if (isAddressed(nudge)) emitter.emit('nudge', nudge);
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

export { FLOW_CHECK } from './redis-lot-subscriber';

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
  log: BusLog;
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

  const subscriber = await subscribeLotChannel({
    redis: options.redis,
    channel,
    origin,
    local,
    log,
    setFlow,
  });
  const send = (envelope: { events?: LotEvent[]; userNudges?: UserNudge[] }) =>
    options.redis
      .publish(channel, JSON.stringify({ origin, ...envelope }))
      .catch((error: unknown) => log.warn({ err: error }, '实时事件发布到 Redis 失败'));

  const checkTimer = startFlowCheck({
    subscriber,
    check: options.flowCheck ?? FLOW_CHECK,
    isClosing: () => closing,
    setFlow,
  });

  return {
    publish(events) {
      local.publish(events);
      void send({ events });
    },
    subscribe: local.subscribe,
    nudge(nudge) {
      if (!isAddressed(nudge)) return;
      local.nudge(nudge);
      // With an empty `events`: instances of an older version require the field.
      void send({ events: [], userNudges: [nudge] });
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
