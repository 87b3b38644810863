import { WebSocket } from 'ws';
import { percentile } from './stats';
import {
  BIDS,
  GAP_MS,
  INCREMENT_FEN,
  OPEN_BATCH,
  START_FEN,
  type RunResult,
  type Target,
} from './fanout-config';

export const BID_PLACED = Buffer.from('"type":"bid_placed"');
const SUBSCRIBED = Buffer.from('"type":"subscribed"');
const SERVER_TIME = Buffer.from('"serverTime":"');
const ISO_LENGTH = '2026-01-01T00:00:00.000Z'.length;

/**
 * Opens watchers on one lot and resolves once every one has been told it is subscribed. The
 * arrival time is taken first; the event's serverTime is then read straight from the bytes, so
 * the watchers' own parsing adds as little as possible to what is measured.
 */
export async function watch(liveUrl: string, lotId: number, count: number) {
  const delays: number[] = [];
  const sockets: WebSocket[] = [];
  let bytes = 0;
  let opening: Array<Promise<void>> = [];
  for (let index = 0; index < count; index += 1) {
    const socket = new WebSocket(liveUrl, { perMessageDeflate: false });
    sockets.push(socket);
    opening.push(
      new Promise<void>((resolve, reject) => {
        socket.once('error', reject);
        socket.on('message', (data: Buffer) => {
          const arrivedAt = Date.now();
          if (data.includes(BID_PLACED)) {
            const at = data.indexOf(SERVER_TIME) + SERVER_TIME.length;
            delays.push(arrivedAt - Date.parse(data.toString('latin1', at, at + ISO_LENGTH)));
            bytes = data.length;
          } else if (data.includes(SUBSCRIBED)) resolve();
        });
        socket.once('open', () => socket.send(JSON.stringify({ type: 'subscribe', lotIds: [lotId] })));
      }),
    );
    // Do not open thousands of connections in one burst (the listen backlog is finite).
    if (opening.length === OPEN_BATCH) {
      await Promise.all(opening);
      opening = [];
    }
  }
  await Promise.all(opening);
  return {
    delays,
    bytes: () => bytes,
    close: () => sockets.forEach((socket) => socket.terminate()),
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function run(target: Target, lotId: number, watchers: number, bids = BIDS): Promise<RunResult> {
  const watching = await watch(target.liveUrl, lotId, watchers);
  await sleep(200);
  for (let index = 0; index < bids; index += 1) {
    await target.bid(lotId, START_FEN + index * INCREMENT_FEN, index);
    await sleep(GAP_MS);
  }
  // Let the last event reach everyone.
  const expected = watchers * bids;
  const deadline = Date.now() + 10_000;
  while (watching.delays.length < expected && Date.now() < deadline) await sleep(50);
  watching.close();
  // Let both sides finish closing before the next scenario is measured.
  await sleep(1000);
  return {
    delivered: watching.delays.length / expected,
    p50: percentile(watching.delays, 0.5),
    p99: percentile(watching.delays, 0.99),
    bytes: watching.bytes(),
  };
}
