import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll } from 'vitest';
import { createRedisLotEventBus } from '../src/modules/live';
import { lateBound } from './late-bound';
import { createTestApp, type TestApp } from './test-app';

const quietLog = { info: () => {}, warn: () => {} };

/**
 * Two instances of the app on one database, their live events going through Redis on a
 * channel of their own: what one commits, the other must hear.
 */
export async function startTwoInstances(redisUrl: string): Promise<{
  writer: TestApp;
  reader: TestApp;
  close(): Promise<void>;
}> {
  const channel = `lyp-test:${randomUUID()}:live`;
  const redis = [new Redis(redisUrl), new Redis(redisUrl)];
  const [writerBus, readerBus] = await Promise.all(
    redis.map((client) => createRedisLotEventBus({ redis: client, channel, log: quietLog })),
  );
  const writer = await createTestApp({ lotEvents: writerBus!, accessTokenTtlSeconds: 30 * 24 * 3600 });
  const reader = await createTestApp({
    lotEvents: readerBus!,
    databaseUrl: writer.databaseUrl,
    accessTokenTtlSeconds: 30 * 24 * 3600,
  });
  return {
    writer,
    reader,
    async close() {
      await reader.close();
      await writer.close();
      await Promise.all(redis.map((client) => client.quit()));
    },
  };
}

/** Two instances for the file or describe block (late-bound handles): started in beforeAll, closed in afterAll. */
export function useTwoInstances(redisUrl: string | undefined): { writer: TestApp; reader: TestApp } {
  const writer = lateBound<TestApp>('the writing instance');
  const reader = lateBound<TestApp>('the reading instance');
  let instances: Awaited<ReturnType<typeof startTwoInstances>> | undefined;
  beforeAll(async () => {
    if (!redisUrl) throw new Error('two instances need Redis: run the block only when there is one');
    instances = await startTwoInstances(redisUrl);
    writer.set(instances.writer);
    reader.set(instances.reader);
  });
  afterAll(async () => {
    writer.clear();
    reader.clear();
    await instances?.close();
  });
  return { writer: writer.handle, reader: reader.handle };
}
