import { randomUUID } from 'node:crypto';
import type { LotEvent } from '@lyp/shared/realtime/events';
import { Redis } from 'ioredis';
import { describe, expect, inject, it } from 'vitest';
import { createLocalLotEventBus, createRedisLotEventBus } from './lot-event-bus';

const event = (seq: number): LotEvent => ({
  type: 'lot_started',
  lotId: 7,
  seq,
  serverTime: '2026-12-01T02:00:00.000Z',
  endsAt: '2026-12-01T03:00:00.000Z',
});
const quietLog = { warn: () => {} };

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

const redisUrl = inject('redisUrl');

// Runs where REDIS_URL is set (the CI pass against the machine's PostgreSQL and Redis).
describe.runIf(redisUrl)('the Redis event bus (REDIS_URL)', () => {
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
      // Nothing comes back around to the publisher twice.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(onFirst).toEqual([1, 2, 3]);
    } finally {
      await Promise.all([first!.close(), second!.close()]);
      await Promise.all(redis.map((client) => client.quit()));
    }
  });

  it('drops a message that is not JSON, says so in the log, and goes on delivering', async () => {
    const channel = `lyp-test:${randomUUID()}:lot-events`;
    const [listener, writer] = [new Redis(redisUrl!), new Redis(redisUrl!)];
    const warnings: string[] = [];
    const bus = await createRedisLotEventBus({
      redis: listener,
      channel,
      log: { warn: (_details: object, message: string) => warnings.push(message) },
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
