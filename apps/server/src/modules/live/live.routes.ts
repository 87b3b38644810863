import { API_PATHS } from '@lyp/shared/api/paths';
import type { LotLiveState } from '@lyp/shared/auction/bid.schemas';
import { liveClientMessageSchema, type LiveClientMessage } from '@lyp/shared/realtime/events';
import type { FastifyPluginAsync } from 'fastify';
import type { WebSocket } from 'ws';
import { isAppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { Authenticator } from '../../lib/principal';
import type { LiveHub } from './live-hub';
import type { LotEventBus, LotEventFlow } from './lot-event-bus';

export interface LiveRoutesOptions {
  hub: LiveHub;
  bus: LotEventBus;
  clock: Clock;
  /** The lot's current numbers; throws for a lot the public may not see. */
  liveState(lotId: number): Promise<LotLiveState>;
  /** Who an access token belongs to, as for HTTP requests; the socket then hears of their inbox. */
  authenticate: Authenticator;
  heartbeatMs?: number;
  maxConnectionsPerIp: number;
}

/**
 * Each socket may send a burst of this many messages, then one per refill interval: plenty for
 * a page that subscribes, resyncs and pings, and a cap on a client that floods.
 */
export const LIVE_MESSAGE_BURST = 30;
const MESSAGE_REFILL_MS = 500;

/** Sockets pinged in one turn of the event loop (about 12 ms of writes here). */
const HEARTBEAT_BATCH = 500;

/** Close codes: 1008 policy violation (flooding), 1013 try again later (too many connections). */
const CLOSE_FLOODING = 1008;
const CLOSE_TOO_MANY = 1013;

/**
 * The live channel: a WebSocket on which a client subscribes to lots and receives their events.
 * On subscribing it is told each lot's current sequence number; events at or below it are
 * already part of what it read, and a jump of more than one means it missed something and
 * should reload the lot over HTTP.
 */
export const liveRoutes: FastifyPluginAsync<LiveRoutesOptions> = async (app, options) => {
  const { hub, clock } = options;
  const unsubscribe = options.bus.subscribe((event) => hub.deliver(event));
  const unsubscribeNudges = options.bus.subscribeNudges((userIds) =>
    hub.nudge(userIds, clock.now().toISOString()),
  );
  const alive = new WeakMap<WebSocket, boolean>();
  const sockets = new Set<WebSocket>();
  const resyncMessage = (flow: LotEventFlow) =>
    ({
      type: 'resync',
      reason: flow === 'interrupted' ? 'events_interrupted' : 'events_restored',
      serverTime: clock.now().toISOString(),
    }) as const;
  // Every watcher here hears at once when other instances' events stop and start again.
  const unwatchFlow = options.bus.watchFlow((flow) => {
    const message = resyncMessage(flow);
    for (const socket of sockets) hub.send(socket, message);
  });
  const connectionsByIp = new Map<string, number>();
  // Connections that vanished without a close (a phone going out of range) are found by ping.
  // The round yields between batches: pinging 10,000 sockets takes a quarter of a second here,
  // and a bid's event published meanwhile would otherwise wait for all of it.
  let beating = false;
  let closed = false;
  async function beat() {
    let pinged = 0;
    for (const socket of [...sockets]) {
      if (closed) return;
      if (!sockets.has(socket)) continue;
      if (alive.get(socket) === false) {
        socket.terminate();
        continue;
      }
      alive.set(socket, false);
      socket.ping();
      pinged += 1;
      if (pinged % HEARTBEAT_BATCH === 0) await new Promise((resolve) => setImmediate(resolve));
    }
  }
  const heartbeat = setInterval(() => {
    if (beating) return;
    beating = true;
    beat()
      .catch((error: unknown) => app.log.error({ err: error }, 'live heartbeat failed'))
      .finally(() => {
        beating = false;
      });
  }, options.heartbeatMs ?? 30_000);
  heartbeat.unref();
  app.addHook('onClose', async () => {
    closed = true;
    clearInterval(heartbeat);
    unsubscribe();
    unsubscribeNudges();
    unwatchFlow();
  });

  async function subscribe(socket: WebSocket, lotIds: number[]) {
    const unique = [...new Set(lotIds)];
    // Watch first, then read: an event between the two arrives with a number the client can place.
    const refused = new Set(hub.watch(socket, unique));
    for (const lotId of unique) {
      if (refused.has(lotId)) {
        hub.send(socket, { type: 'error', msg: `每个连接最多同时关注 50 个标的，标的 ${lotId} 未订阅` });
        continue;
      }
      try {
        const state = await options.liveState(lotId);
        hub.send(socket, { type: 'subscribed', lotId, seq: state.seq, serverTime: state.serverTime });
      } catch (error) {
        hub.unwatch(socket, [lotId]);
        hub.send(socket, {
          type: 'error',
          msg: isAppError(error) ? `标的 ${lotId}：${error.message}` : `标的 ${lotId} 订阅失败，请稍后重试`,
        });
        if (!isAppError(error)) app.log.error({ err: error, lotId }, 'live subscribe failed');
      }
    }
  }

  /** Each socket's latest `auth`: an answer to an earlier one that arrives later is dropped. */
  const authAttempts = new WeakMap<WebSocket, number>();

  /** An unknown or expired token signs the socket out and says so; the page signs in again. */
  async function signIn(socket: WebSocket, token: string | null) {
    const attempt = (authAttempts.get(socket) ?? 0) + 1;
    authAttempts.set(socket, attempt);
    const found = token === null ? null : await options.authenticate(token);
    // A sign-in that must first replace its temporary password hears nothing personal yet.
    const principal = found?.mustChangePassword ? null : found;
    // Closed meanwhile (it would stay registered for ever), or overtaken by a later auth.
    if (!sockets.has(socket) || authAttempts.get(socket) !== attempt) return;
    hub.signIn(socket, principal?.userId ?? null);
    hub.send(socket, { type: 'auth', userId: principal?.userId ?? null });
    if (token !== null && !principal)
      hub.send(socket, { type: 'error', msg: '登录已失效，消息提醒暂停，请重新登录' });
  }

  function handle(socket: WebSocket, message: LiveClientMessage) {
    if (message.type === 'auth') {
      signIn(socket, message.token).catch((error: unknown) => {
        app.log.error({ err: error }, 'live sign-in failed');
        hub.send(socket, { type: 'error', msg: '消息提醒连接失败，请刷新页面' });
      });
    } else if (message.type === 'ping') {
      hub.send(socket, { type: 'pong', serverTime: clock.now().toISOString() });
    } else if (message.type === 'subscribe') {
      void subscribe(socket, message.lotIds);
    } else {
      hub.unwatch(socket, message.lotIds);
    }
  }

  // Not an entry of the endpoint map: a WebSocket has no request body or JSON answer for a
  // contract to describe, and its handler takes a socket. Its messages are typed in
  // realtime/events.ts instead; the route table still names its path.
  app.get(
    API_PATHS.live,
    {
      websocket: true,
      config: { access: 'public' },
      schema: {
        tags: ['实时'],
        summary: '实时竞价通道（WebSocket）：订阅标的，接收出价、延时、开始与结束事件',
      },
    },
    (socket, request) => {
      const ip = request.ip;
      const open = (connectionsByIp.get(ip) ?? 0) + 1;
      if (open > options.maxConnectionsPerIp) {
        hub.send(socket, { type: 'error', msg: '来自同一地址的实时连接过多，请关闭其他页面后重试' });
        socket.close(CLOSE_TOO_MANY, 'too many connections');
        return;
      }
      connectionsByIp.set(ip, open);
      sockets.add(socket);
      if (options.bus.flow() === 'interrupted') hub.send(socket, resyncMessage('interrupted'));
      alive.set(socket, true);
      socket.on('pong', () => alive.set(socket, true));
      const budget = { tokens: LIVE_MESSAGE_BURST, refilledAt: Date.now() };
      socket.on('message', (raw: Buffer, isBinary: boolean) => {
        if (!spend(budget)) {
          hub.send(socket, { type: 'error', msg: '消息发送过于频繁，连接已断开，请稍后重新连接' });
          socket.close(CLOSE_FLOODING, 'too many messages');
          return;
        }
        let parsed: ReturnType<typeof liveClientMessageSchema.safeParse> | undefined;
        try {
          parsed = isBinary ? undefined : liveClientMessageSchema.safeParse(JSON.parse(raw.toString('utf8')));
        } catch {
          parsed = undefined;
        }
        if (!parsed?.success) {
          hub.send(socket, {
            type: 'error',
            msg: '消息格式不正确：应为 {"type":"subscribe","lotIds":[标的编号]}、unsubscribe、auth 或 ping',
          });
          return;
        }
        handle(socket, parsed.data);
      });
      socket.on('close', () => {
        sockets.delete(socket);
        hub.detach(socket);
        const left = (connectionsByIp.get(ip) ?? 1) - 1;
        if (left > 0) connectionsByIp.set(ip, left);
        else connectionsByIp.delete(ip);
      });
    },
  );
};

/** Takes one message from a socket's budget (a token bucket), or answers false when it is spent. */
function spend(budget: { tokens: number; refilledAt: number }): boolean {
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
