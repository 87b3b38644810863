import type { LiveServerMessage } from '@lyp/shared/realtime/events';

const RETRY_MS = [1000, 2000, 5000, 10_000];
const PING_MS = 25_000;

export interface SocketHandlers {
  opened(): void;
  message(message: LiveServerMessage): void;
  /** The socket in use closed by itself (not one closed on purpose). */
  dropped(): void;
  /** Whether anyone still needs a socket: a dropped one is reopened only then. */
  wanted(): boolean;
}

/**
 * One WebSocket that reopens by itself after a drop (1, 2, 5, then every 10 seconds) while it
 * is wanted, and pings while open so proxies keep it.
 */
export function createReconnectingSocket(url: () => string, handlers: SocketHandlers) {
  let socket: WebSocket | undefined;
  let attempt = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let pingTimer: ReturnType<typeof setInterval> | undefined;

  const send = (message: object) => {
    if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
  };

  function connect() {
    clearTimeout(retryTimer);
    const opened = new WebSocket(url());
    socket = opened;
    opened.onopen = () => {
      attempt = 0;
      handlers.opened();
      pingTimer = setInterval(() => send({ type: 'ping' }), PING_MS);
    };
    opened.onmessage = (message: MessageEvent<string>) =>
      handlers.message(JSON.parse(message.data) as LiveServerMessage);
    opened.onclose = () => {
      clearInterval(pingTimer);
      if (socket !== opened) return;
      socket = undefined;
      handlers.dropped();
      if (!handlers.wanted()) return;
      retryTimer = setTimeout(connect, RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)]);
      attempt += 1;
    };
  }

  return {
    /** Opens a socket unless one is open or opening; true when it had to. */
    ensureOpen(): boolean {
      if (socket) return false;
      connect();
      return true;
    },
    send,
    /** Closes on purpose: its close is not heard as a drop, and nothing reopens it. */
    close() {
      clearTimeout(retryTimer);
      const closing = socket;
      socket = undefined;
      closing?.close();
    },
  };
}
