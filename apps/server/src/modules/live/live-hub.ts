import type { LiveServerMessage, LotEvent } from '@lyp/shared/realtime/events';
import { frameText, rawConnection } from './live-frame';
import { createLiveWatchers } from './live-watchers';
import type { UserNudge } from './lot-event-bus';

/** The part of a WebSocket the hub needs (the `ws` library's socket fits). */
export interface LiveSocket {
  readonly bufferedAmount: number;
  readonly readyState: number;
  send(data: string): void;
  terminate(): void;
}

const OPEN = 1;

export interface LiveHubOptions {
  /** A watcher with more than this many bytes not yet sent is too slow and is dropped. */
  maxBufferedBytes: number;
  maxLotsPerSocket: number;
  /** Told how many sockets a lot event or an inbox nudge was written to (for metrics). */
  countDelivered?: (channel: 'lot' | 'inbox', sockets: number) => void;
}

/**
 * Who watches which lot, and which user each signed-in socket belongs to. An event is serialised
 * and framed once and handed to each watcher's socket; a socket that cannot keep up is cut off
 * rather than buffered without end, so one slow phone never holds back the others. A dropped
 * client reconnects and resyncs over HTTP.
 */
export function createLiveHub(options: LiveHubOptions) {
  const registry = createLiveWatchers<LiveSocket>(options);
  const { watchers, lotsOf, socketsOfUser, detach } = registry;
  let dropped = 0;

  /** Whether the socket may be written to; one that cannot keep up is dropped here. */
  function isReady(socket: LiveSocket): boolean {
    if (socket.readyState !== OPEN) return false;
    if (socket.bufferedAmount > options.maxBufferedBytes) {
      dropped += 1;
      detach(socket);
      socket.terminate();
      return false;
    }
    return true;
  }

  function sendTo(socket: LiveSocket, data: string): boolean {
    if (!isReady(socket)) return false;
    socket.send(data);
    return true;
  }
  const countDelivered = options.countDelivered ?? (() => undefined);

  return {
    watch: registry.watch,
    unwatch: registry.unwatch,
    detach,
    signIn: registry.signIn,

    /** Tells every socket on this instance the nudge names which of their topics changed. */
    nudge({ userIds, reviewersOf, topics }: UserNudge, serverTime: string) {
      const data = JSON.stringify({ type: 'inbox', serverTime, topics } satisfies LiveServerMessage);
      let delivered = 0;
      for (const socket of registry.socketsNudged(userIds, reviewersOf))
        if (sendTo(socket, data)) delivered += 1;
      countDelivered('inbox', delivered);
    },

    deliver(event: LotEvent) {
      const set = watchers.get(event.lotId);
      if (!set) return;
      // Serialised and framed once: with 10,000 watchers, per-socket work is what takes time.
      const data = JSON.stringify(event);
      let frame: Buffer | undefined;
      let delivered = 0;
      // A dropped watcher leaves the set while it is iterated, which a Set allows.
      for (const socket of set) {
        if (!isReady(socket)) continue;
        const connection = rawConnection(socket);
        if (connection) connection.write((frame ??= frameText(data)));
        else socket.send(data);
        delivered += 1;
      }
      countDelivered('lot', delivered);
    },

    send(socket: LiveSocket, message: LiveServerMessage) {
      void sendTo(socket, JSON.stringify(message));
    },

    stats() {
      return { sockets: lotsOf.size, lots: watchers.size, users: socketsOfUser.size, dropped };
    },
  };
}

export type LiveHub = ReturnType<typeof createLiveHub>;
