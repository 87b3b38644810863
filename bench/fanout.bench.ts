import { fork, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { apiUrl } from '@lyp/shared/api/paths';
import type { LotEvent } from '@lyp/shared/realtime/events';
import { WebSocket, WebSocketServer } from 'ws';
import { createBiddingLots, startBenchServer } from './support/bench-server';
import { median, percentile, printTable, round } from './support/stats';

/**
 * npm run bench:fanout: how fast a committed bid reaches the WebSocket watchers of one lot, at
 * 2,000 and at 10,000 watchers. The baseline, measured in the same run with the same watcher
 * code and messages of the same size, is a bare `ws` server that sends each event, serialised
 * once, to every connected socket: the library's own ceiling on this machine. Delivery time is
 * from the event's serverTime (the product takes it as the bid is decided, just before the
 * commit; the bare server as it starts its broadcast) to the message's arrival at the watcher.
 * Each server runs in its own child process; watchers and the bidder share this one.
 * Alternating rounds; medians (min–max across rounds); the ratios are printed last.
 *
 *   BENCH_ROUNDS=3 BENCH_BIDS=20 BENCH_GAP_MS=300 BENCH_WATCHERS=2000,10000 \
 *   BENCH_APP_PORT=0 BENCH_WS_PORT=0 npm run bench:fanout
 *
 * 10,000 sockets need as many file descriptors on each side: the script raises its soft limit
 * (`ulimit -n`) up to the hard one by starting itself again under `sh -c 'ulimit -n …'`.
 * Closed connections linger in TIME_WAIT; Linux reuses them on loopback (tcp_tw_reuse = 2).
 */

const WATCHER_COUNTS = (process.env.BENCH_WATCHERS ?? '2000,10000').split(',').map(Number);
const BIDS = Number(process.env.BENCH_BIDS ?? 20);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** Time between bids: a broadcast to 10,000 watchers should be over before the next one starts. */
const GAP_MS = Number(process.env.BENCH_GAP_MS ?? 300);
const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 0);
const WS_PORT = Number(process.env.BENCH_WS_PORT ?? 0);
/** Target of the issue: delivery p99 at 10,000 watchers of one lot. */
const TARGET_P99_MS = 250;
const OPEN_BATCH = 200;
const START_FEN = 100_000;
const INCREMENT_FEN = 100;

interface Setup {
  url: string;
  lotIds: number[];
  tokens: string[];
}

/** A server under test, as the watchers and the bidder see it. */
interface Target {
  name: 'app' | 'ws';
  liveUrl: string;
  /** Makes one bid, whose event the watchers then receive. */
  bid(lotId: number, amountFen: number, index: number): Promise<void>;
}

async function serveApp() {
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
async function serveBareWs() {
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

const BID_PLACED = Buffer.from('"type":"bid_placed"');
const SUBSCRIBED = Buffer.from('"type":"subscribed"');
const SERVER_TIME = Buffer.from('"serverTime":"');
const ISO_LENGTH = '2026-01-01T00:00:00.000Z'.length;

/**
 * Opens watchers on one lot and resolves once every one has been told it is subscribed. The
 * arrival time is taken first; the event's serverTime is then read straight from the bytes, so
 * the watchers' own parsing adds as little as possible to what is measured.
 */
async function watch(liveUrl: string, lotId: number, count: number) {
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

interface RunResult {
  delivered: number;
  p50: number;
  p99: number;
  bytes: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function run(target: Target, lotId: number, watchers: number, bids = BIDS): Promise<RunResult> {
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

function start(mode: '--serve-app' | '--serve-ws'): Promise<{ child: ChildProcess; setup: Setup }> {
  const profile = process.env.BENCH_PROFILE;
  const child = fork(fileURLToPath(import.meta.url), [mode], {
    execArgv: [
      '--import',
      'tsx',
      ...(profile && mode === '--serve-app' ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : []),
    ],
    stdio: 'inherit',
  });
  return new Promise((resolve, reject) => {
    child.once('message', (message) => resolve({ child, setup: message as Setup }));
    child.once('exit', (code) => reject(new Error(`${mode} exited with ${code}`)));
  });
}

/** Soft and hard limits on open files, from /proc (Node has no getrlimit). */
function openFileLimits(): { soft: number; hard: number } | undefined {
  const line = readFileSync('/proc/self/limits', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('Max open files'));
  const [soft, hard] = line?.split(/\s{2,}/).slice(1, 3) ?? [];
  if (soft === undefined || hard === undefined) return undefined;
  const value = (text: string) => (text === 'unlimited' ? Infinity : Number(text));
  return { soft: value(soft), hard: value(hard) };
}

/** Starts this script again under a higher `ulimit -n` when 10,000 sockets would not fit. */
function ensureOpenFiles(): boolean {
  const needed = Math.max(...WATCHER_COUNTS) + 2000;
  const limits = openFileLimits();
  if (!limits || limits.soft >= needed || process.env.BENCH_ULIMIT_RAISED) return false;
  if (limits.hard < needed) {
    throw new Error(
      `最多可打开 ${limits.hard} 个文件，不够 ${needed} 个连接：请先以 root 提高上限（ulimit -Hn ${needed}）`,
    );
  }
  const raised = Math.min(limits.hard, needed * 2);
  const result = spawnSync(
    '/bin/sh',
    [
      '-c',
      `ulimit -n ${raised} && exec "$0" "$@"`,
      process.execPath,
      ...process.execArgv,
      ...process.argv.slice(1),
    ],
    { stdio: 'inherit', env: { ...process.env, BENCH_ULIMIT_RAISED: '1' } },
  );
  process.exitCode = result.status ?? 1;
  return true;
}

async function main() {
  if (ensureOpenFiles()) return;
  const [app, bare] = await Promise.all([start('--serve-app'), start('--serve-ws')]);
  const appLots = [...app.setup.lotIds];
  const warmUpLot = appLots.pop()!;
  const appLive = `${app.setup.url.replace('http', 'ws')}${apiUrl('live')}`;
  let sample: string | undefined;
  const appTarget: Target = {
    name: 'app',
    liveUrl: appLive,
    async bid(lotId, amountFen, index) {
      const response = await fetch(`${app.setup.url}${apiUrl('bidAdd')}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${app.setup.tokens[index % 2]}`,
        },
        body: JSON.stringify({ lotId, amountFen, clientBidId: randomUUID() }),
      });
      if (response.status !== 200) throw new Error(`bid refused: ${await response.text()}`);
    },
  };
  const bareTarget: Target = {
    name: 'ws',
    liveUrl: bare.setup.url.replace('http', 'ws'),
    async bid(lotId, amountFen, index) {
      const event = { ...(JSON.parse(sample!) as LotEvent), lotId, seq: index + 1 };
      if (event.type === 'bid_placed') event.currentPriceFen = amountFen;
      const response = await fetch(`${bare.setup.url}/broadcast`, {
        method: 'POST',
        body: JSON.stringify(event),
      });
      await response.text();
    },
  };

  // Warm both up unmeasured; the product's event becomes the baseline's message.
  const sampler = new WebSocket(appLive);
  await new Promise((resolve) => sampler.once('open', resolve));
  sampler.send(JSON.stringify({ type: 'subscribe', lotIds: [warmUpLot] }));
  sampler.on('message', (data: Buffer) => {
    if (data.includes(BID_PLACED)) sample = data.toString('utf8');
  });
  await run(appTarget, warmUpLot, 200, 5);
  sampler.terminate();
  if (!sample) throw new Error('no bid_placed event seen while warming up');
  await run(bareTarget, 1, 200, 5);

  console.log(
    `实时推送压测：一个标的，${WATCHER_COUNTS.join(' 与 ')} 个观看者，每轮 ${BIDS} 次出价（间隔 ${GAP_MS} 毫秒），` +
      `共 ${ROUNDS} 轮（交替进行）；基线为裸 ws 广播服务器，事件 ${Buffer.byteLength(sample)} 字节`,
  );
  const runs = new Map<string, RunResult[]>();
  const key = (name: Target['name'], watchers: number) => `${name}:${watchers}`;
  for (let index = 0; index < ROUNDS; index += 1) {
    for (const [scenario, watchers] of WATCHER_COUNTS.entries()) {
      const lotId = appLots[index * WATCHER_COUNTS.length + scenario]!;
      // Alternate which server goes first, so neither always follows the other's cleanup.
      const order = index % 2 === 0 ? [appTarget, bareTarget] : [bareTarget, appTarget];
      for (const target of order) {
        const result = await run(target, lotId, watchers);
        runs.set(key(target.name, watchers), [...(runs.get(key(target.name, watchers)) ?? []), result]);
      }
    }
  }
  for (const { child } of [app, bare]) child.send('stop');

  const summary = (results: RunResult[]) => {
    const of = (pick: (run: RunResult) => number) => {
      const values = results.map(pick);
      return { median: median(values), spread: `${Math.min(...values)}–${Math.max(...values)}` };
    };
    return {
      delivered: median(results.map((entry) => entry.delivered)),
      p50: of((entry) => entry.p50),
      p99: of((entry) => entry.p99),
      bytes: median(results.map((entry) => entry.bytes)),
    };
  };
  const rows: Array<Record<string, string | number>> = [];
  const ratios: string[] = [];
  let verdict = '';
  for (const watchers of WATCHER_COUNTS) {
    const a = summary(runs.get(key('app', watchers))!);
    const w = summary(runs.get(key('ws', watchers))!);
    for (const [label, s] of [
      ['产品', a],
      ['基线：裸 ws', w],
    ] as const) {
      rows.push({
        场景: `${label}，${watchers} 个观看者`,
        送达率: `${round(s.delivered * 100)}%`,
        字节: s.bytes,
        'p50 毫秒': s.p50.median,
        'p50 范围': s.p50.spread,
        'p99 毫秒': s.p99.median,
        'p99 范围': s.p99.spread,
      });
    }
    const ratio = (x: number, y: number) => round(x / Math.max(1, y), 2);
    ratios.push(
      `${watchers} 个观看者 p50 ${ratio(a.p50.median, w.p50.median)}，p99 ${ratio(a.p99.median, w.p99.median)}`,
    );
    if (watchers === 10_000) {
      const met = a.p99.median <= TARGET_P99_MS && a.p99.median <= w.p99.median && a.delivered === 1;
      verdict = `目标（10000 个观看者 p99 ≤ ${TARGET_P99_MS} 毫秒，且不慢于裸 ws，全部送达）：${met ? '达到' : '未达到'}`;
    }
  }
  printTable(rows);
  if (verdict) console.log(verdict);
  console.log(`比值（产品/裸 ws，同一次运行）：${ratios.join('；')}`);
  await Promise.all([app, bare].map(({ child }) => new Promise((resolve) => child.once('exit', resolve))));
}

if (process.argv.includes('--serve-app')) await serveApp();
else if (process.argv.includes('--serve-ws')) await serveBareWs();
else await main();
