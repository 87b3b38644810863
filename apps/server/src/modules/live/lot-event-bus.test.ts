import { randomUUID } from 'node:crypto';
import type { LotEvent, UserNudge } from '@lyp/shared/realtime/events';
import { Redis } from 'ioredis';
import { describe, expect, inject, it } from 'vitest';
import { startTcpProxy } from '../../../test/tcp-proxy';
import { createLocalLotEventBus, createRedisLotEventBus, type LotEventFlow } from './lot-event-bus';

const event = (seq: number): LotEvent => ({
  type: 'lot_started',
  lotId: 7,
  seq,
  serverTime: '2026-12-01T02:00:00.000Z',
  endsAt: '2026-12-01T03:00:00.000Z',
});
const quietLog = { info: () => {}, warn: () => {} };

describe('the in-process event bus', () => {
  it('hands every event to every listener in order, and stops after unsubscribe', () => {
    const bus = createLocalLotEventBus();
    const seen: number[] = [];
    const stop = bus.subscribe((received) => seen.push(received.seq));
    bus.publish([event(1), event(2)]);
    stop();
    bus.publish([event(3)]);
    expect(seen).toEqual([1, 2]);
  });
});

const redisUrl = inject('redisSuitesUrl');

// Runs against REDIS_URL (CI's pass on the machine's PostgreSQL and Redis), or the run's own Redis.
describe.runIf(redisUrl)('the Redis event bus', () => {
  it('carries events to the other instances once each, in order, and to its own watchers without the round trip', async () => {
    const channel = `lyp-test:${randomUUID()}:lot-events`;
    const redis = [new Redis(redisUrl!), new Redis(redisUrl!)];
    const [first, second] = await Promise.all(
      redis.map((client) => createRedisLotEventBus({ redis: client, channel, log: quietLog })),
    );
    const onFirst: number[] = [];
    const onSecond: number[] = [];
    first!.subscribe((received) => onFirst.push(received.seq));
    second!.subscribe((received) => onSecond.push(received.seq));
    try {
      first!.publish([event(1), event(2)]);
      first!.publish([event(3)]);
      expect(onFirst).toEqual([1, 2, 3]);
      await expect.poll(() => onSecond, { timeout: 5000 }).toEqual([1, 2, 3]);
      // Nothing comes back around to the publisher twice: an echo of its own events would reach
      // it through Redis before an event the other instance publishes after them.
      second!.publish([event(4)]);
      await expect.poll(() => onFirst, { timeout: 5000 }).toContain(4);
      expect(onFirst).toEqual([1, 2, 3, 4]);
    } finally {
      await Promise.all([first!.close(), second!.close()]);
      await Promise.all(redis.map((client) => client.quit()));
    }
  });

  it('carries user nudges to the other instances, and reads an older version’s plain user ids as new messages', async () => {
    const channel = `lyp-test:${randomUUID()}:lot-events`;
    const [listener, writer, legacy] = [new Redis(redisUrl!), new Redis(redisUrl!), new Redis(redisUrl!)];
    const [bus, other] = await Promise.all(
      [listener, writer].map((client) => createRedisLotEventBus({ redis: client, channel, log: quietLog })),
    );
    const heard: UserNudge[] = [];
    bus!.subscribeNudges((nudge) => heard.push(nudge));
    try {
      other!.nudge({ userIds: [], reviewersOf: 3, topics: ['reviews'] });
      await legacy.publish(channel, JSON.stringify({ origin: 'older', events: [], nudges: [5, 6] }));
      await expect
        .poll(() => heard, { timeout: 5000 })
        .toEqual([
          { userIds: [], reviewersOf: 3, topics: ['reviews'] },
          { userIds: [5, 6], topics: ['messages'] },
        ]);
    } finally {
      await Promise.all([bus!.close(), other!.close()]);
      await Promise.all([listener, writer, legacy].map((client) => client.quit()));
    }
  });

  it('drops a message that is not JSON, says so in the log, and goes on delivering', async () => {
    const channel = `lyp-test:${randomUUID()}:lot-events`;
    const [listener, writer] = [new Redis(redisUrl!), new Redis(redisUrl!)];
    const warnings: string[] = [];
    const bus = await createRedisLotEventBus({
      redis: listener,
      channel,
      log: { info: () => {}, warn: (_details: object, message: string) => warnings.push(message) },
    });
    const received: number[] = [];
    bus.subscribe((delivered) => received.push(delivered.seq));
    try {
      await writer.publish(channel, 'not json {');
      await writer.publish(channel, JSON.stringify({ origin: 'another-instance', events: [event(7)] }));
      await expect.poll(() => received, { timeout: 5000 }).toEqual([7]);
      expect(warnings).toEqual(['收到格式不正确的实时事件，已忽略']);
    } finally {
      await bus.close();
      await Promise.all([listener.quit(), writer.quit()]);
    }
  });
});

/** Two instances' buses on one channel; the second reaches Redis through a proxy the test controls. */
async function busesAcrossAProxy() {
  const target = new URL(redisUrl!);
  const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
  const channel = `lyp-test:${randomUUID()}:lot-events`;
  const direct = new Redis(redisUrl!);
  const proxied = new Redis({
    host: '127.0.0.1',
    port: proxy.port,
    connectTimeout: 1000,
    retryStrategy: () => 200,
  });
  const publisher = await createRedisLotEventBus({ redis: direct, channel, log: quietLog });
  const watched = await createRedisLotEventBus({
    redis: proxied,
    channel,
    log: quietLog,
    flowCheck: { intervalMs: 200, timeoutMs: 300 },
  });
  const flows: LotEventFlow[] = [];
  watched.watchFlow((flow) => flows.push(flow));
  const received: number[] = [];
  watched.subscribe((delivered) => received.push(delivered.seq));
  return {
    proxy,
    publisher,
    watched,
    flows,
    received,
    async close() {
      await Promise.all([publisher.close(), watched.close()]);
      direct.disconnect();
      proxied.disconnect();
      await proxy.close();
    },
  };
}

describe.runIf(redisUrl)('the Redis event bus losing Redis', () => {
  it('says at once that events stopped when the connection drops, and that they flow again once it is subscribed anew', async () => {
    const setup = await busesAcrossAProxy();
    try {
      setup.publisher.publish([event(1)]);
      await expect.poll(() => setup.received, { timeout: 5000 }).toEqual([1]);

      const cutAt = Date.now();
      await setup.proxy.cut();
      await expect.poll(() => setup.watched.flow(), { timeout: 1000, interval: 20 }).toBe('interrupted');
      expect(Date.now() - cutAt).toBeLessThan(1000);
      // What is published meanwhile is lost to this instance: that is why its watchers must resync.
      setup.publisher.publish([event(2)]);

      await setup.proxy.restore();
      await expect.poll(() => setup.watched.flow(), { timeout: 5000, interval: 20 }).toBe('flowing');
      setup.publisher.publish([event(3)]);
      await expect.poll(() => setup.received, { timeout: 5000 }).toEqual([1, 3]);
      expect(setup.flows).toEqual(['interrupted', 'flowing']);
    } finally {
      await setup.close();
    }
  });

  it('finds a Redis that stalls without closing the connection, and recovers when it answers again', async () => {
    const setup = await busesAcrossAProxy();
    try {
      setup.proxy.stall();
      await expect.poll(() => setup.watched.flow(), { timeout: 3000, interval: 20 }).toBe('interrupted');
      await setup.proxy.restore();
      await expect.poll(() => setup.watched.flow(), { timeout: 8000, interval: 50 }).toBe('flowing');
      setup.publisher.publish([event(4)]);
      await expect.poll(() => setup.received, { timeout: 5000 }).toEqual([4]);
      expect(setup.flows).toEqual(['interrupted', 'flowing']);
    } finally {
      await setup.close();
    }
  });
});
