import { Writable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { createFastify } from '../app/create-fastify';
import { createLoggerOptions } from './request-logging';

interface LogLine {
  reqId?: string;
  err?: { stack?: string };
}

function appLoggingTo(lines: string[]) {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  const logger = pino(createLoggerOptions('info'), sink);
  const app = createFastify({ logger, config: { trustProxy: false } as never });
  // As a handler does: it logs through the request's logger, after awaiting the database.
  app.get('/work', async (request) => {
    await sleep(5);
    request.log.warn('处理中的日志');
    return { ok: true };
  });
  app.get('/fails', async () => {
    await sleep(5);
    throw new Error('数据库连接中断');
  });
  return app;
}

describe('request ids in the logs', () => {
  it("follow a request from the caller's header through its lines to its answer, once per line", async () => {
    const lines: string[] = [];
    const app = appLoggingTo(lines);
    const answer = await app.inject({
      method: 'GET',
      url: '/work',
      headers: { 'x-request-id': 'order-7a3f9c21' },
    });
    expect(answer.headers['x-request-id']).toBe('order-7a3f9c21');

    const inside = lines.find((line) => line.includes('处理中的日志'));
    const completed = lines.find((line) => line.includes('request completed'));
    for (const line of [inside, completed]) {
      expect(JSON.parse(line!)).toMatchObject({ reqId: 'order-7a3f9c21' });
      expect(line!.match(/"reqId"/g)).toHaveLength(1);
    }
    await app.close();
  });

  it('name the failed request beside the stack of an unexpected error', async () => {
    const lines: string[] = [];
    const app = appLoggingTo(lines);
    const answer = await app.inject({ method: 'GET', url: '/fails' });
    expect(answer.statusCode).toBe(500);
    const failure = JSON.parse(lines.find((line) => line.includes('数据库连接中断'))!) as LogLine;
    expect(failure.reqId).toBe(answer.headers['x-request-id']);
    expect(failure.err?.stack).toContain('数据库连接中断');
    await app.close();
  });

  it('give a request without a usable id one of its own', async () => {
    const lines: string[] = [];
    const app = appLoggingTo(lines);
    const answer = await app.inject({ method: 'GET', url: '/work', headers: { 'x-request-id': 'x' } });
    expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const completed = JSON.parse(lines.find((line) => line.includes('request completed'))!) as LogLine;
    expect(completed.reqId).toBe(answer.headers['x-request-id']);
    await app.close();
  });
});
