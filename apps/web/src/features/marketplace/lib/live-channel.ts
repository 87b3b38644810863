import { apiUrl } from '@lyp/shared/api/paths';
import type { LiveServerMessage, LotEvent } from '@lyp/shared/realtime/events';

/** What a lot page hears from the live channel. */
export interface LotListener {
  onEvent(event: LotEvent): void;
  /** (Re)subscribed: the lot's sequence number now; above the page's means it missed events. */
  onSubscribed(seq: number): void;
  onConnection(connected: boolean): void;
}

const RETRY_MS = [1000, 2000, 5000, 10_000];
const PING_MS = 25_000;

/**
 * One WebSocket for the whole tab, shared by every lot on screen. It reconnects by itself
 * (1, 2, 5, then every 10 seconds) and subscribes again; the pages resync from the sequence
 * numbers, so nothing missed while away goes unnoticed.
 */
function createLiveChannel() {
  const listeners = new Map<number, Set<LotListener>>();
  let socket: WebSocket | undefined;
  let attempt = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let pingTimer: ReturnType<typeof setInterval> | undefined;
  let connected = false;

  const url = () => `${window.location.origin.replace(/^http/, 'ws')}${apiUrl('live')}`;
  const send = (message: object) => {
    if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
  };
  const setConnected = (value: boolean) => {
    connected = value;
    for (const set of listeners.values()) for (const listener of set) listener.onConnection(value);
  };

  function connect() {
    clearTimeout(retryTimer);
    const opened = new WebSocket(url());
    socket = opened;
    opened.onopen = () => {
      attempt = 0;
      setConnected(true);
      if (listeners.size > 0) send({ type: 'subscribe', lotIds: [...listeners.keys()] });
      pingTimer = setInterval(() => send({ type: 'ping' }), PING_MS);
    };
    opened.onmessage = (message: MessageEvent<string>) => {
      const parsed = JSON.parse(message.data) as LiveServerMessage;
      if (parsed.type === 'subscribed') {
        for (const listener of listeners.get(parsed.lotId) ?? []) listener.onSubscribed(parsed.seq);
      } else if ('lotId' in parsed) {
        for (const listener of listeners.get(parsed.lotId) ?? []) listener.onEvent(parsed);
      }
    };
    opened.onclose = () => {
      clearInterval(pingTimer);
      if (socket !== opened) return;
      socket = undefined;
      setConnected(false);
      if (listeners.size === 0) return;
      retryTimer = setTimeout(connect, RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)]);
      attempt += 1;
    };
  }

  return {
    /** Listens to a lot until the returned function is called. */
    watch(lotId: number, listener: LotListener): () => void {
      const set = listeners.get(lotId) ?? new Set<LotListener>();
      const first = set.size === 0;
      set.add(listener);
      listeners.set(lotId, set);
      if (!socket) connect();
      else if (first) send({ type: 'subscribe', lotIds: [lotId] });
      listener.onConnection(connected);
      return () => {
        set.delete(listener);
        if (set.size > 0) return;
        listeners.delete(lotId);
        send({ type: 'unsubscribe', lotIds: [lotId] });
        if (listeners.size === 0) {
          clearTimeout(retryTimer);
          const closing = socket;
          socket = undefined;
          closing?.close();
        }
      };
    },
  };
}

export const liveChannel = createLiveChannel();
