import { API_PATHS } from '@lyp/shared/api/paths';
import type { LotLiveState } from '@lyp/shared/auction/bid.schemas';
import type { FastifyPluginAsync } from 'fastify';
import type { WebSocket } from 'ws';
import type { Clock } from '../../lib/clock';
import type { Authenticator } from '../../lib/principal';
import { createLiveConnectionHandler, resyncMessage } from './live-connection';
import { startLiveHeartbeat } from './live-heartbeat';
import type { LiveHub } from './live-hub';
import { createLiveMessageHandler } from './live-messages';
import { createLiveSignIn, createLiveSubscriber } from './live-subscribe';
import type { LotEventBus } from './lot-event-bus';

export { LIVE_MESSAGE_BURST } from './live-messages';

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
  /** Handed a reader of the open socket count (for metrics). */
  watchSocketCount?: (count: () => number) => void;
}

/**
 * The live channel: a WebSocket on which a client subscribes to lots and receives their events.
 * On subscribing it is told each lot's current sequence number; events at or below it are
 * already part of what it read, and a jump of more than one means it missed something and
 * should reload the lot over HTTP.
 */
export const liveRoutes: FastifyPluginAsync<LiveRoutesOptions> = async (app, options) => {
  const { hub, clock } = options;
  const unsubscribe = options.bus.subscribe((event) => hub.deliver(event));
  const unsubscribeNudges = options.bus.subscribeNudges((nudge) =>
    hub.nudge(nudge, clock.now().toISOString()),
  );
  const alive = new WeakMap<WebSocket, boolean>();
  const sockets = new Set<WebSocket>();
  options.watchSocketCount?.(() => sockets.size);
  // Every watcher here hears at once when other instances' events stop and start again.
  const unwatchFlow = options.bus.watchFlow((flow) => {
    const message = resyncMessage(flow, clock);
    for (const socket of sockets) hub.send(socket, message);
  });
  const stopHeartbeat = startLiveHeartbeat({
    sockets,
    alive,
    intervalMs: options.heartbeatMs ?? 30_000,
    log: app.log,
  });
  app.addHook('onClose', async () => {
    stopHeartbeat();
    unsubscribe();
    unsubscribeNudges();
    unwatchFlow();
  });

  const handle = createLiveMessageHandler({
    hub,
    clock,
    log: app.log,
    subscribe: createLiveSubscriber({ hub, liveState: options.liveState, log: app.log }),
    signIn: createLiveSignIn({ hub, authenticate: options.authenticate, sockets }),
  });

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
    createLiveConnectionHandler({
      hub,
      bus: options.bus,
      clock,
      sockets,
      alive,
      maxConnectionsPerIp: options.maxConnectionsPerIp,
      handle,
    }),
  );
};
