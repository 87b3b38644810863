import { Writable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { createFastify } from '../app/create-fastify';
import { createLoggerOptions } from './request-logging';

function appLoggingTo(lines: string[]) {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  const logger = pino(createLoggerOptions('info'), sink);
  const app = createFastify({ logger, config: { trustProxy: false } as never });
  // As a service does: it logs through the app's logger, after awaiting the database.
  app.get('/work', async () => {
    await sleep(5);
    app.log.warn('服务内部的日志');
    return { ok: true };
  });
  return app;
}

describe('request ids in the logs', () => {
  it('follow a request from its first line through its services to its answer, once per line', async () => {
    const lines: string[] = [];
    const app = appLoggingTo(lines);
    const answer = await app.inject({
      method: 'GET',
      url: '/work',
      headers: { 'x-request-id': 'order-7a3f9c21' },
    });
    expect(answer.headers['x-request-id']).toBe('order-7a3f9c21');

    const inside = lines.find((line) => line.includes('服务内部的日志'));
    const completed = lines.find((line) => line.includes('request completed'));
    for (const line of [inside, completed]) {
      expect(JSON.parse(line!)).toMatchObject({ reqId: 'order-7a3f9c21' });
      expect(line!.match(/"reqId"/g)).toHaveLength(1);
    }
    await app.close();
  });

  it('leave background work, outside any request, without one', async () => {
    const lines: string[] = [];
    const app = appLoggingTo(lines);
    await app.inject({ method: 'GET', url: '/work' });
    app.log.info('定时任务的日志');
    const background = lines.find((line) => line.includes('定时任务的日志'));
    expect(JSON.parse(background!)).not.toHaveProperty('reqId');
    await app.close();
  });
});
