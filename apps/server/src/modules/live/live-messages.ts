import { liveClientMessageSchema, type LiveClientMessage } from '@lyp/shared/realtime/events';
import type { WebSocket } from 'ws';
import type { Clock } from '../../lib/clock';
import type { LiveHub } from './live-hub';

/** Where the live channel reports failures (the app's logger fits). */
export interface LiveLog {
  error(details: object, message: string): void;
}

/**
 * Each socket may send a burst of this many messages, then one per refill interval: plenty for
 * a page that subscribes, resyncs and pings, and a cap on a client that floods.
 */
export const LIVE_MESSAGE_BURST = 30;
const MESSAGE_REFILL_MS = 500;

export interface MessageBudget {
  tokens: number;
  refilledAt: number;
}

export function fullMessageBudget(): MessageBudget {
  return { tokens: LIVE_MESSAGE_BURST, refilledAt: Date.now() };
}

/** Takes one message from a socket's budget (a token bucket), or answers false when it is spent. */
export function spend(budget: MessageBudget): boolean {
  const now = Date.now();
  const refill = Math.floor((now - budget.refilledAt) / MESSAGE_REFILL_MS);
  if (refill > 0) {
    budget.tokens = Math.min(LIVE_MESSAGE_BURST, budget.tokens + refill);
    budget.refilledAt += refill * MESSAGE_REFILL_MS;
  }
  if (budget.tokens === 0) return false;
  budget.tokens -= 1;
  return true;
}

/** A client's message read from a frame, or undefined for binary, non-JSON or unknown ones. */
export function parseLiveClientMessage(raw: Buffer, isBinary: boolean) {
  let parsed: ReturnType<typeof liveClientMessageSchema.safeParse> | undefined;
  try {
    parsed = isBinary ? undefined : liveClientMessageSchema.safeParse(JSON.parse(raw.toString('utf8')));
  } catch {
    parsed = undefined;
  }
  return parsed?.success ? parsed.data : undefined;
}

/** Acts on one well-formed message from a client. */
export function createLiveMessageHandler(options: {
  hub: LiveHub;
  clock: Clock;
  log: LiveLog;
  subscribe(socket: WebSocket, lotIds: number[]): Promise<void>;
  signIn(socket: WebSocket, token: string | null): Promise<void>;
}) {
  const { hub, clock } = options;
  return function handle(socket: WebSocket, message: LiveClientMessage) {
    if (message.type === 'auth') {
      options.signIn(socket, message.token).catch((error: unknown) => {
        options.log.error({ err: error }, 'live sign-in failed');
        hub.send(socket, { type: 'error', msg: '消息提醒连接失败，请刷新页面' });
      });
    } else if (message.type === 'ping') {
      hub.send(socket, { type: 'pong', serverTime: clock.now().toISOString() });
    } else if (message.type === 'subscribe') {
      void options.subscribe(socket, message.lotIds);
    } else {
      hub.unwatch(socket, message.lotIds);
    }
  };
}
