import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger, resolveLogFormat } from './log-output';

function capture(format: 'pretty' | 'json') {
  const destination = new PassThrough();
  const chunks: string[] = [];
  destination.on('data', (chunk: Buffer) => chunks.push(chunk.toString('utf8')));
  const logger = createLogger('info', format, { colors: false, destination });
  return { logger, lines: () => chunks.join('').split('\n').filter(Boolean) };
}

const completed = {
  reqId: 'a1b2c3d4',
  req: { method: 'POST', url: '/lyp/api/bid/add', ip: '127.0.0.1' },
  res: { statusCode: 409 },
  responseTime: 12.4,
};

describe('log output', () => {
  it('is readable on a terminal and JSON otherwise, unless LOG_FORMAT says which', () => {
    expect(resolveLogFormat('auto', true)).toBe('pretty');
    expect(resolveLogFormat('auto', false)).toBe('json');
    expect(resolveLogFormat('json', true)).toBe('json');
    expect(resolveLogFormat('pretty', false)).toBe('pretty');
  });

  it('prints a request as one readable line: time, level, method, route, status and duration', () => {
    const { logger, lines } = capture('pretty');
    logger.info(completed, 'request completed');
    logger.info({ url: 'http://localhost:3000' }, '乐易拍已启动：http://localhost:3000');
    const [request, started] = lines();
    expect(request).toMatch(/^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: POST \/lyp\/api\/bid\/add → 409 \(12 ms\)$/);
    expect(started).toContain('INFO: 乐易拍已启动：http://localhost:3000 {"url":"http://localhost:3000"}');
  });

  it('keeps every field as JSON for machines, with secrets still hidden', () => {
    const { logger, lines } = capture('json');
    logger.info({ ...completed, password: 'Demo@2026' }, 'request completed');
    const line = JSON.parse(lines()[0]!) as Record<string, unknown>;
    expect(line).toMatchObject({ msg: 'request completed', reqId: 'a1b2c3d4', res: { statusCode: 409 } });
    expect(line.password).toBe('[已隐藏]');
  });
});
