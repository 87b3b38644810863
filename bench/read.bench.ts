import type { ChildProcess } from 'node:child_process';
import { apiUrl } from '@lyp/shared/api/paths';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { forkBuilt } from './support/built-child';
import { createBiddingLots, startBenchServer } from './support/bench-server';
import { median, printTable, round } from './support/stats';

/**
 * npm run bench:read: what a visitor's reads cost. A lot's page (GET /market/lots/:lotId) and a
 * page of 更多竞价 (POST /market/lots/search) on the real server, against a bare Fastify
 * "hello" measured in the same run at the same concurrency: the framework's own ceiling on
 * this machine. Each server runs in its own child process, so the load generator shares no
 * event loop with them. Alternating rounds; each round's ratio is taken against the hello of
 * that same round (a shared machine's load drifts over a run), and the median of the rounds'
 * ratios is printed last, with their spread.
 *
 *   BENCH_SECONDS=5 BENCH_ROUNDS=5 BENCH_CONNECTIONS=50 npm run bench:read
 */

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const LOTS = 40;

interface Setup {
  url: string;
  lotIds: number[];
}

async function serveApp() {
  const server = await startBenchServer();
  // A market with some depth: 40 lots bidding, each with a couple of bids behind it.
  const { lotIds, bidders } = await createBiddingLots(server, {
    lots: LOTS,
    bidders: 2,
    startPriceFen: 100_000,
    incrementFen: 100,
  });
  for (const lotId of lotIds) {
    for (const [index, bidder] of bidders.entries()) {
      const response = await server.app.inject({
        method: 'POST',
        url: apiUrl('bidAdd'),
        headers: { authorization: `Bearer ${bidder.token}` },
        payload: { lotId, amountFen: 100_000 + index * 100, clientBidId: `seed-${lotId}-${index}` },
      });
      if (response.statusCode !== 200) throw new Error(`bid failed: ${response.body}`);
    }
  }
  process.send!({ url: server.url, lotIds } satisfies Setup);
  process.on('message', (message) => {
    if (message === 'stop') void server.stop().then(() => process.exit(0));
  });
}

/** The baseline: Fastify with nothing registered but one route answering a small JSON. */
async function serveHello() {
  const app = Fastify();
  app.get('/hello', async () => ({ hello: 'world' }));
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  process.send!({ url, lotIds: [] } satisfies Setup);
  process.on('message', (message) => {
    if (message === 'stop') void app.close().then(() => process.exit(0));
  });
}

interface RunResult {
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

async function load(
  url: string,
  request: (index: number) => { method: 'GET' | 'POST'; path: string; body?: string },
): Promise<RunResult> {
  let next = 0;
  let unexpected = 0;
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [
      {
        setupRequest: (base) => {
          const { method, path, body } = request(next++);
          return {
            ...base,
            method,
            path,
            headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip, deflate, br' },
            ...(body ? { body } : {}),
          };
        },
        onResponse: (status) => {
          if (status !== 200) unexpected += 1;
        },
      },
    ],
  });
  return {
    perSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + unexpected + result.non2xx,
  };
}

async function start(mode: '--serve-app' | '--serve-hello'): Promise<{ child: ChildProcess; setup: Setup }> {
  const child = await forkBuilt(import.meta.url, [mode]);
  return new Promise((resolve) =>
    child.once('message', (message) => resolve({ child, setup: message as Setup })),
  );
}

async function main() {
  const app = await start('--serve-app');
  const hello = await start('--serve-hello');
  const { lotIds } = app.setup;
  const lotPath = (index: number) => apiUrl('lotDetail', { lotId: lotIds[index % lotIds.length]! });
  const searches = [
    { status: 'bidding' },
    { status: 'bidding', sort: 'price', order: 'desc' },
    { keyword: '压测' },
    { status: 'bidding', current: 2, size: 12 },
  ].map((body) => JSON.stringify({ current: 1, size: 12, ...body }));

  console.log(
    `浏览压测：${CONNECTIONS} 个连接，每轮 ${SECONDS} 秒，共 ${ROUNDS} 轮（交替进行），${LOTS} 个竞价中的标的`,
  );
  const runs = { hello: [] as RunResult[], detail: [] as RunResult[], search: [] as RunResult[] };
  for (let round = 0; round < ROUNDS; round += 1) {
    runs.hello.push(await load(hello.setup.url, () => ({ method: 'GET', path: '/hello' })));
    runs.detail.push(await load(app.setup.url, (index) => ({ method: 'GET', path: lotPath(index) })));
    runs.search.push(
      await load(app.setup.url, (index) => ({
        method: 'POST',
        path: apiUrl('lotSearch'),
        body: searches[index % searches.length]!,
      })),
    );
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
  for (const { child } of [app, hello]) child.send('stop');

  const summary = (results: RunResult[]) => ({
    perSecond: median(results.map((run) => run.perSecond)),
    p50: median(results.map((run) => run.p50)),
    p99: median(results.map((run) => run.p99)),
    errors: results.reduce((sum, run) => sum + run.errors, 0),
  });
  const h = summary(runs.hello);
  const d = summary(runs.detail);
  const s = summary(runs.search);
  const row = (name: string, r: ReturnType<typeof summary>) => ({
    请求: name,
    '应答/秒': round(r.perSecond),
    'p50 毫秒': r.p50,
    'p99 毫秒': r.p99,
    异常: r.errors,
  });
  printTable([row('基线：Fastify hello', h), row('标的详情 GET', d), row('标的搜索 POST', s)]);
  // Each round against its own hello.
  const ratios = (results: RunResult[]) =>
    results.map((run, index) => run.perSecond / runs.hello[index]!.perSecond);
  const ratioText = (values: number[]) =>
    `${round(median(values), 3)}（${round(Math.min(...values), 3)}–${round(Math.max(...values), 3)}）`;
  // Last, with the hello's own rate beside it: how fast this machine was.
  console.log(
    `比值（应答/秒，对同一轮的 Fastify hello，各轮中位数及范围）：标的详情 ${ratioText(ratios(runs.detail))}，` +
      `标的搜索 ${ratioText(ratios(runs.search))}；基线 hello 自身 ${round(h.perSecond)} 次/秒` +
      `（${round(Math.min(...runs.hello.map((run) => run.perSecond)))}–${round(Math.max(...runs.hello.map((run) => run.perSecond)))}）`,
  );
  await Promise.all([app, hello].map(({ child }) => new Promise((resolve) => child.once('exit', resolve))));
}

if (process.argv.includes('--serve-app')) await serveApp();
else if (process.argv.includes('--serve-hello')) await serveHello();
else await main();
