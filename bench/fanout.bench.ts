import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { apiUrl } from '@lyp/shared/api/paths';
import type { LiveServerMessage } from '@lyp/shared/realtime/events';
import { WebSocket } from 'ws';
import { createBiddingLots, startBenchServer } from './support/bench-server';
import { median, percentile, printTable, round } from './support/stats';

/**
 * npm run bench:fanout: how fast a committed bid reaches 2,000 WebSocket watchers of one lot,
 * beside a baseline of 20 watchers measured in the same run. Delivery time is from the
 * event's server time (taken as the bid is decided, just before its commit) to its arrival
 * at each watcher. Server in a child process; watchers and the bidder in this one.
 */

const WATCHERS = Number(process.env.BENCH_WATCHERS ?? 2000);
const BASELINE_WATCHERS = 20;
const BIDS = Number(process.env.BENCH_BIDS ?? 30);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const GAP_MS = 150;

interface Setup {
  url: string;
  lotIds: number[];
  tokens: string[];
}

async function serve() {
  const server = await startBenchServer();
  const { lotIds, bidders } = await createBiddingLots(server, {
    lots: ROUNDS * 2,
    bidders: 2,
    startPriceFen: 100_000,
    incrementFen: 100,
  });
  process.send!({ url: server.url, lotIds, tokens: bidders.map((bidder) => bidder.token) } satisfies Setup);
  process.on('message', (message) => {
    if (message === 'stop') void server.stop().then(() => process.exit(0));
  });
}

/** Opens watchers on one lot and resolves once every one has been told it is subscribed. */
async function watch(url: string, lotId: number, count: number) {
  const delays: number[] = [];
  const sockets: WebSocket[] = [];
  const liveUrl = `${url.replace('http', 'ws')}${apiUrl('live')}`;
  const opening: Array<Promise<void>> = [];
  for (let index = 0; index < count; index += 1) {
    const socket = new WebSocket(liveUrl);
    sockets.push(socket);
    opening.push(
      new Promise<void>((resolve, reject) => {
        socket.once('error', reject);
        socket.on('message', (data: Buffer) => {
          const message = JSON.parse(data.toString('utf8')) as LiveServerMessage;
          if (message.type === 'subscribed') resolve();
          else if (message.type === 'bid_placed') delays.push(Date.now() - Date.parse(message.serverTime));
        });
        socket.once('open', () => socket.send(JSON.stringify({ type: 'subscribe', lotIds: [lotId] })));
      }),
    );
    // Do not open thousands of connections in one burst (the listen backlog is finite).
    if (index % 200 === 199) await Promise.all(opening.slice(-200));
  }
  await Promise.all(opening);
  return { delays, close: () => sockets.forEach((socket) => socket.terminate()) };
}

async function run(setup: Setup, lotId: number, watchers: number) {
  const watching = await watch(setup.url, lotId, watchers);
  let minimum = 100_000;
  for (let bid = 0; bid < BIDS; bid += 1) {
    const response = await fetch(`${setup.url}${apiUrl('bidAdd')}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${setup.tokens[bid % 2]}` },
      body: JSON.stringify({ lotId, amountFen: minimum, clientBidId: randomUUID() }),
    });
    if (response.status !== 200) throw new Error(`bid refused: ${await response.text()}`);
    minimum += 100;
    await new Promise((resolve) => setTimeout(resolve, GAP_MS));
  }
  // Let the last event reach everyone.
  const expected = watchers * BIDS;
  const deadline = Date.now() + 10_000;
  while (watching.delays.length < expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  watching.close();
  return {
    delivered: watching.delays.length / expected,
    p50: percentile(watching.delays, 0.5),
    p99: percentile(watching.delays, 0.99),
  };
}

async function main() {
  const child = fork(fileURLToPath(import.meta.url), ['--serve'], {
    execArgv: ['--import', 'tsx'],
    stdio: 'inherit',
  });
  const setup = await new Promise<Setup>((resolve) =>
    child.once('message', (message) => resolve(message as Setup)),
  );
  console.log(
    `实时推送压测：每轮 ${BIDS} 次出价，${WATCHERS} 个与 ${BASELINE_WATCHERS} 个观看者（基线），共 ${ROUNDS} 轮`,
  );
  const baseline: Array<Awaited<ReturnType<typeof run>>> = [];
  const crowd: Array<Awaited<ReturnType<typeof run>>> = [];
  for (let index = 0; index < ROUNDS; index += 1) {
    baseline.push(await run(setup, setup.lotIds[index * 2]!, BASELINE_WATCHERS));
    crowd.push(await run(setup, setup.lotIds[index * 2 + 1]!, WATCHERS));
  }
  // Let answers still in flight finish before the server and its database stop.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  child.send('stop');
  const row = (label: string, runs: typeof crowd) => ({
    场景: label,
    送达率: `${round(median(runs.map((entry) => entry.delivered)) * 100)}%`,
    'p50 毫秒': median(runs.map((entry) => entry.p50)),
    'p99 毫秒': median(runs.map((entry) => entry.p99)),
  });
  const b = row(`${BASELINE_WATCHERS} 个观看者（基线）`, baseline);
  const c = row(`${WATCHERS} 个观看者`, crowd);
  printTable([
    b,
    c,
    {
      场景: '比值',
      送达率: '',
      'p50 毫秒': round(c['p50 毫秒'] / Math.max(1, b['p50 毫秒']), 2),
      'p99 毫秒': round(c['p99 毫秒'] / Math.max(1, b['p99 毫秒']), 2),
    },
  ]);
  await new Promise((resolve) => child.once('exit', resolve));
}

if (process.argv.includes('--serve')) await serve();
else await main();
