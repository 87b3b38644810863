import type { LiveClientMessage } from '@lyp/shared/realtime/events';
import type { WebSocket } from 'ws';
import type { Clock } from '../../lib/clock';
import type { LiveHub } from './live-hub';
import { fullMessageBudget, parseLiveClientMessage, spend } from './live-messages';
import type { LotEventBus, LotEventFlow } from './lot-event-bus';

/** Close codes: 1008 policy violation (flooding), 1013 try again later (too many connections). */
const CLOSE_FLOODING = 1008;
const CLOSE_TOO_MANY = 1013;

/** What watchers are told when other instances' events stop, or start again. */
export function resyncMessage(flow: LotEventFlow, clock: Clock) {
  return {
    type: 'resync',
    reason: flow === 'interrupted' ? 'events_interrupted' : 'events_restored',
    serverTime: clock.now().toISOString(),
  } as const;
}

/**
 * Accepts a socket on the live channel: at most so many per address, a budget of messages each,
 * and every socket's watches and sign-in let go when it closes.
 */
export function createLiveConnectionHandler(options: {
  hub: LiveHub;
  bus: LotEventBus;
  clock: Clock;
  sockets: Set<WebSocket>;
  alive: WeakMap<WebSocket, boolean>;
  maxConnectionsPerIp: number;
  handle(socket: WebSocket, message: LiveClientMessage): void;
}) {
  const { hub, sockets, alive } = options;
  const connectionsByIp = new Map<string, number>();
  return (socket: WebSocket, request: { ip: string }) => {
    const ip = request.ip;
    const open = (connectionsByIp.get(ip) ?? 0) + 1;
    if (open > options.maxConnectionsPerIp) {
      hub.send(socket, { type: 'error', msg: '来自同一地址的实时连接过多，请关闭其他页面后重试' });
      socket.close(CLOSE_TOO_MANY, 'too many connections');
      return;
    }
    connectionsByIp.set(ip, open);
    sockets.add(socket);
    if (options.bus.flow() === 'interrupted') hub.send(socket, resyncMessage('interrupted', options.clock));
    alive.set(socket, true);
    socket.on('pong', () => alive.set(socket, true));
    const budget = fullMessageBudget();
    socket.on('message', (raw: Buffer, isBinary: boolean) => {
      if (!spend(budget)) {
        hub.send(socket, { type: 'error', msg: '消息发送过于频繁，连接已断开，请稍后重新连接' });
        socket.close(CLOSE_FLOODING, 'too many messages');
        return;
      }
      const message = parseLiveClientMessage(raw, isBinary);
      if (!message) {
        hub.send(socket, {
          type: 'error',
          msg: '消息格式不正确：应为 {"type":"subscribe","lotIds":[标的编号]}、unsubscribe、auth 或 ping',
        });
        return;
      }
      options.handle(socket, message);
    });
    socket.on('close', () => {
      sockets.delete(socket);
      hub.detach(socket);
      const left = (connectionsByIp.get(ip) ?? 1) - 1;
      if (left > 0) connectionsByIp.set(ip, left);
      else connectionsByIp.delete(ip);
    });
  };
}
