import { spawn } from 'node:child_process';
import { Redis } from 'ioredis';
import { freePort } from './free-port';

/**
 * A Redis of the test run's own, when the machine has `redis-server` but REDIS_URL is not set:
 * the event-bus suites then run in a plain `npm test` too. Nothing is kept on disk. Answers
 * undefined where there is no redis-server (those suites then say they need REDIS_URL).
 */
export async function startPrivateRedis(): Promise<{ url: string; stop(): Promise<void> } | undefined> {
  const port = await freePort();
  const server = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const started = await new Promise<boolean>((resolve) => {
    server.once('error', () => resolve(false));
    server.once('spawn', () => resolve(true));
  });
  if (!started) return undefined;

  const url = `redis://127.0.0.1:${port}`;
  if (!(await answersPing(url))) {
    server.kill('SIGKILL');
    return undefined;
  }
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        server.once('exit', () => resolve());
        server.kill('SIGTERM');
      }),
  };
}

/** Asks until the server answers, for up to five seconds. */
async function answersPing(url: string): Promise<boolean> {
  const giveUpAt = Date.now() + 5000;
  while (Date.now() < giveUpAt) {
    const client = new Redis(url, { lazyConnect: true, retryStrategy: () => null, maxRetriesPerRequest: 0 });
    client.on('error', () => {});
    try {
      await client.connect();
      await client.ping();
      return true;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      client.disconnect();
    }
  }
  return false;
}
