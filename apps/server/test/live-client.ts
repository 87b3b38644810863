import type { LiveServerMessage } from '@lyp/shared/realtime/events';
import { WebSocket } from 'ws';

/** A WebSocket client for tests and benchmarks that keeps every message and waits for the ones it needs. */
export interface LiveTestClient {
  socket: WebSocket;
  messages: LiveServerMessage[];
  send(message: unknown): void;
  /** Resolves with the first message (already received or coming) that matches. */
  next(match: (message: LiveServerMessage) => boolean, timeoutMs?: number): Promise<LiveServerMessage>;
  closed: Promise<void>;
  close(): void;
}

export async function connectLive(url: string): Promise<LiveTestClient> {
  const socket = new WebSocket(url);
  const messages: LiveServerMessage[] = [];
  const waiters: Array<{
    match: (message: LiveServerMessage) => boolean;
    resolve(message: LiveServerMessage): void;
  }> = [];
  socket.on('message', (data: Buffer) => {
    const message = JSON.parse(data.toString('utf8')) as LiveServerMessage;
    messages.push(message);
    for (const waiter of [...waiters]) {
      if (waiter.match(message)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(message);
      }
    }
  });
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return {
    socket,
    messages,
    send: (message) => socket.send(JSON.stringify(message)),
    next(match, timeoutMs = 5000) {
      const found = messages.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no matching live message in time')), timeoutMs);
        waiters.push({
          match,
          resolve: (message) => {
            clearTimeout(timer);
            resolve(message);
          },
        });
      });
    },
    closed,
    close: () => socket.close(),
  };
}
