import type { LiveServerMessage, LotEvent } from '@lyp/shared/realtime/events';
import { frameText, rawConnection } from './live-frame';

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
}

/**
 * Who watches which lot, and which user each signed-in socket belongs to. An event is serialised
 * and framed once and handed to each watcher's socket; a socket that cannot keep up is cut off
 * rather than buffered without end, so one slow phone never holds back the others. A dropped
 * client reconnects and resyncs over HTTP.
 */
export function createLiveHub(options: LiveHubOptions) {
  const watchers = new Map<number, Set<LiveSocket>>();
  const lotsOf = new Map<LiveSocket, Set<number>>();
  const socketsOfUser = new Map<number, Set<LiveSocket>>();
  const userOf = new Map<LiveSocket, number>();
  let dropped = 0;

  function signOut(socket: LiveSocket) {
    const userId = userOf.get(socket);
    if (userId === undefined) return;
    userOf.delete(socket);
    const set = socketsOfUser.get(userId);
    set?.delete(socket);
    if (set?.size === 0) socketsOfUser.delete(userId);
  }

  function detach(socket: LiveSocket) {
    signOut(socket);
    for (const lotId of lotsOf.get(socket) ?? []) {
      const set = watchers.get(lotId);
      set?.delete(socket);
      if (set?.size === 0) watchers.delete(lotId);
    }
    lotsOf.delete(socket);
  }

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

  function sendTo(socket: LiveSocket, data: string) {
    if (isReady(socket)) socket.send(data);
  }

  return {
    /** Adds lots to a socket's watch list; answers the lots it may not add (over the limit). */
    watch(socket: LiveSocket, lotIds: number[]): number[] {
      let lots = lotsOf.get(socket);
      if (!lots) {
        lots = new Set();
        lotsOf.set(socket, lots);
      }
      const refused: number[] = [];
      for (const lotId of lotIds) {
        if (!lots.has(lotId) && lots.size >= options.maxLotsPerSocket) {
          refused.push(lotId);
          continue;
        }
        lots.add(lotId);
        let set = watchers.get(lotId);
        if (!set) {
          set = new Set();
          watchers.set(lotId, set);
        }
        set.add(socket);
      }
      return refused;
    },

    unwatch(socket: LiveSocket, lotIds: number[]) {
      const lots = lotsOf.get(socket);
      for (const lotId of lotIds) {
        lots?.delete(lotId);
        const set = watchers.get(lotId);
        set?.delete(socket);
        if (set?.size === 0) watchers.delete(lotId);
      }
    },

    detach,

    /** The socket now hears of this user's inbox (null: of nobody's). */
    signIn(socket: LiveSocket, userId: number | null) {
      signOut(socket);
      if (userId === null) return;
      userOf.set(socket, userId);
      const set = socketsOfUser.get(userId) ?? new Set<LiveSocket>();
      set.add(socket);
      socketsOfUser.set(userId, set);
    },

    /** Tells every socket of these users, on this instance, that their inbox has news. */
    nudge(userIds: number[], serverTime: string) {
      const data = JSON.stringify({ type: 'inbox', serverTime } satisfies LiveServerMessage);
      for (const userId of new Set(userIds)) {
        for (const socket of [...(socketsOfUser.get(userId) ?? [])]) sendTo(socket, data);
      }
    },

    deliver(event: LotEvent) {
      const set = watchers.get(event.lotId);
      if (!set) return;
      // Serialised and framed once: with 10,000 watchers, per-socket work is what takes time.
      const data = JSON.stringify(event);
      let frame: Buffer | undefined;
      // A dropped watcher leaves the set while it is iterated, which a Set allows.
      for (const socket of set) {
        if (!isReady(socket)) continue;
        const connection = rawConnection(socket);
        if (connection) connection.write((frame ??= frameText(data)));
        else socket.send(data);
      }
    },

    send(socket: LiveSocket, message: LiveServerMessage) {
      sendTo(socket, JSON.stringify(message));
    },

    stats() {
      return { sockets: lotsOf.size, lots: watchers.size, users: socketsOfUser.size, dropped };
    },
  };
}

export type LiveHub = ReturnType<typeof createLiveHub>;
