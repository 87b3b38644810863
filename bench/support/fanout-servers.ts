import { createServer } from 'node:http';
import type { LotEvent } from '@lyp/shared/realtime/events';
import { WebSocket, WebSocketServer } from 'ws';
import { createBiddingLots, startBenchServer } from './bench-server';
import {
  APP_PORT,
  INCREMENT_FEN,
  ROUNDS,
  START_FEN,
  WATCHER_COUNTS,
  WS_PORT,
  type Setup,
} from './fanout-config';

/** The product, in a child process: its lots and bidders are sent to the parent. */
export async function serveApp() {
  const server = await startBenchServer({ port: APP_PORT });
  const { lotIds, bidders } = await createBiddingLots(server, {
    // One per scenario and round, and one to warm up on.
    lots: ROUNDS * WATCHER_COUNTS.length + 1,
    bidders: 2,
    startPriceFen: START_FEN,
    incrementFen: INCREMENT_FEN,
  });
  process.send!({ url: server.url, lotIds, tokens: bidders.map((bidder) => bidder.token) } satisfies Setup);
  process.on('message', (message) => {
    if (message === 'stop') void server.stop().then(() => process.exit(0));
  });
}

/**
 * The baseline: a bare `ws` server. A watcher's first message is answered as the product
 * answers a subscription; each POST /broadcast carries an event (one the product sent, so the
 * size is the same), which is stamped with the time, serialised once and sent to every socket.
 */
export async function serveBareWs() {
  const http = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const event = JSON.parse(Buffer.concat(chunks).toString('utf8')) as LotEvent;
      const data = JSON.stringify({ ...event, serverTime: new Date().toISOString() });
      for (const client of wss.clients) if (client.readyState === WebSocket.OPEN) client.send(data);
      response.end('{}');
    });
  });
  const wss = new WebSocketServer({ server: http, maxPayload: 4096 });
  wss.on('connection', (socket) => {
    socket.once('message', () =>
      socket.send(
        JSON.stringify({ type: 'subscribed', lotId: 1, seq: 0, serverTime: new Date().toISOString() }),
      ),
    );
  });
  await new Promise<void>((resolve) => http.listen(WS_PORT, '127.0.0.1', resolve));
  const { port } = http.address() as { port: number };
  process.send!({ url: `http://127.0.0.1:${port}`, lotIds: [], tokens: [] } satisfies Setup);
  process.on('message', (message) => {
    if (message !== 'stop') return;
    for (const client of wss.clients) client.terminate();
    wss.close();
    http.close(() => process.exit(0));
  });
}
