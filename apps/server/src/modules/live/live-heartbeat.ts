import type { WebSocket } from 'ws';
import type { LiveLog } from './live-messages';

/** Sockets pinged in one turn of the event loop (about 12 ms of writes here). */
const HEARTBEAT_BATCH = 500;

/**
 * Connections that vanished without a close (a phone going out of range) are found by ping.
 * The round yields between batches: pinging 10,000 sockets takes a quarter of a second here,
 * and a bid's event published meanwhile would otherwise wait for all of it. Answers a stop.
 */
export function startLiveHeartbeat(options: {
  sockets: Set<WebSocket>;
  alive: WeakMap<WebSocket, boolean>;
  intervalMs: number;
  log: LiveLog;
}): () => void {
  const { sockets, alive } = options;
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
      .catch((error: unknown) => options.log.error({ err: error }, 'live heartbeat failed'))
      .finally(() => {
        beating = false;
      });
  }, options.intervalMs);
  heartbeat.unref();
  return () => {
    closed = true;
    clearInterval(heartbeat);
  };
}
