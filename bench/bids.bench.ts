import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { apiUrl } from '@lyp/shared/api/paths';
import autocannon from 'autocannon';
import { forkBuilt } from './support/built-child';
import { BENCH_APP_SECRET, createBiddingLots, startBenchServer } from './support/bench-server';
import { race, summariseRaces, type RaceResult } from './support/descending-race';
import { addExportableUsers, exportAgainAndAgain, type ExportLoad } from './support/export-load';
import { NAIVE_ACCEPT_PATH, registerNaiveAcceptRoute } from './support/naive-accept-route';
import { NAIVE_BID_PATH, registerNaiveBidRoute } from './support/naive-bid-route';
import { median, printTable, round } from './support/stats';

/**
 * npm run bench:bids: 64 bidders hammering one hot lot. The engine (POST /bid/add: batched
 * decisions, one lock round trip per batch, idempotency, proxies, eligibility passes) against
 * a fair naive baseline measured in the same run on the same server: one row-locked
 * conditional UPDATE per bid with the same per-bid work (support/naive-bid-route.ts).
 * The server runs in a child process so the load generator does not share its event loop.
 * Several alternating rounds; medians and the ratio are printed.
 */

const CONNECTIONS = 64;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** An unmeasured round of each first, so neither side is measured while still warming up. */
const WARM_UP_SECONDS = 2;
const START_FEN = 100_000;
const INCREMENT_FEN = 100;
/** Descending races per side: 64 bidders accept one fresh lot in the same step. */
const RACES = Number(process.env.BENCH_RACES ?? 10);
/** Users in the back office's list, exported again and again during the rounds with an export. */
const EXPORT_ROWS = Number(process.env.BENCH_EXPORT_ROWS ?? 20_000);

interface Setup {
  url: string;
  engineLots: number[];
  naiveLots: number[];
  /** Fresh descending lots for the races, the engine's then the baseline's, one warm-up each first. */
  engineRaceLots: number[];
  naiveRaceLots: number[];
  tokens: string[];
  /** The administrator's token, for the user list's export. */
  adminToken: string;
  /** One more lot per round, bid on while an export is under way. */
  exportLots: number[];
}

async function serve() {
  const server = await startBenchServer({
    register: async (app, database) => {
      await registerNaiveBidRoute(app, database, BENCH_APP_SECRET);
      await registerNaiveAcceptRoute(app, database, BENCH_APP_SECRET);
    },
  });
  const { lotIds, bidders } = await createBiddingLots(server, {
    lots: (ROUNDS + 1) * 3,
    bidders: CONNECTIONS,
    startPriceFen: START_FEN,
    incrementFen: INCREMENT_FEN,
  });
  const raceLots = await createBiddingLots(server, {
    lots: (RACES + 1) * 2,
    bidders: 0,
    startPriceFen: START_FEN,
    incrementFen: INCREMENT_FEN,
    decreaseStepFen: 1_000,
    depositsOf: bidders,
  });
  const setup: Setup = {
    url: server.url,
    engineLots: lotIds.slice(0, ROUNDS + 1),
    naiveLots: lotIds.slice(ROUNDS + 1, (ROUNDS + 1) * 2),
    exportLots: lotIds.slice((ROUNDS + 1) * 2),
    adminToken: await addExportableUsers(server, EXPORT_ROWS),
    engineRaceLots: raceLots.lotIds.slice(0, RACES + 1),
    naiveRaceLots: raceLots.lotIds.slice(RACES + 1),
    tokens: bidders.map((bidder) => bidder.token),
  };
  process.send!(setup);
  process.on('message', (message) => {
    if (message === 'stop') void server.stop().then(() => process.exit(0));
  });
}

interface RunResult {
  acceptedPerSecond: number;
  answersPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

async function load(setup: Setup, path: string, lotId: number, seconds = SECONDS): Promise<RunResult> {
  let knownMinimum = START_FEN;
  let accepted = 0;
  let nextBidder = 0;
  let unexpected = 0;
  const result = await autocannon({
    url: setup.url,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        path,
        setupRequest: (request, context: { token?: string }) => {
          context.token ??= setup.tokens[nextBidder++ % setup.tokens.length];
          const amountFen = knownMinimum + Math.floor(Math.random() * 4) * INCREMENT_FEN;
          return {
            ...request,
            headers: { 'content-type': 'application/json', authorization: `Bearer ${context.token}` },
            body: JSON.stringify({ lotId, amountFen, clientBidId: randomUUID() }),
          };
        },
        onResponse: (status, body) => {
          if (status === 200) {
            accepted += 1;
            const next = (JSON.parse(body) as { data: { lot: { nextMinimumFen: number } } }).data.lot
              .nextMinimumFen;
            knownMinimum = Math.max(knownMinimum, next);
          } else if (status === 409) {
            knownMinimum += INCREMENT_FEN;
          } else {
            unexpected += 1;
          }
        },
      },
    ],
  });
  return {
    acceptedPerSecond: accepted / seconds,
    answersPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + unexpected,
  };
}

/** The medians of a side's rounds. */
const summary = (runs: RunResult[]) => ({
  accepted: median(runs.map((run) => run.acceptedPerSecond)),
  answers: median(runs.map((run) => run.answersPerSecond)),
  p50: median(runs.map((run) => run.p50)),
  p99: median(runs.map((run) => run.p99)),
});
type Summary = ReturnType<typeof summary>;

async function main() {
  const child: ChildProcess = await forkBuilt(import.meta.url, ['--serve']);
  const setup = await new Promise<Setup>((resolve) =>
    child.once('message', (message) => resolve(message as Setup)),
  );
  const engine: RunResult[] = [];
  const naive: RunResult[] = [];
  console.log(
    `出价压测：${CONNECTIONS} 个竞买人同时对一个标的出价，先各预热 ${WARM_UP_SECONDS} 秒，每轮 ${SECONDS} 秒，共 ${ROUNDS} 轮（交替进行）`,
  );
  await load(setup, apiUrl('bidAdd'), setup.engineLots[ROUNDS]!, WARM_UP_SECONDS);
  await load(setup, NAIVE_BID_PATH, setup.naiveLots[ROUNDS]!, WARM_UP_SECONDS);
  const duringExport: RunResult[] = [];
  const exports: ExportLoad[] = [];
  for (let index = 0; index < ROUNDS; index += 1) {
    engine.push(await load(setup, apiUrl('bidAdd'), setup.engineLots[index]!));
    naive.push(await load(setup, NAIVE_BID_PATH, setup.naiveLots[index]!));
    // The same engine rounds while the back office exports the user list, one export after another.
    const exporting = exportAgainAndAgain(setup.url, setup.adminToken);
    duringExport.push(await load(setup, apiUrl('bidAdd'), setup.exportLots[index]!));
    exports.push(await exporting.stop());
  }
  const printRaces = await runDescendingRaces(setup);
  // Let answers still in flight finish before the server and its database stop.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  child.send('stop');

  const e = summary(engine);
  const n = summary(naive);
  printTable([
    {
      方案: '引擎（批量决策）',
      '成交出价/秒': round(e.accepted),
      '应答/秒': round(e.answers),
      'p50 毫秒': e.p50,
      'p99 毫秒': e.p99,
    },
    {
      方案: '基线（逐笔行锁 UPDATE）',
      '成交出价/秒': round(n.accepted),
      '应答/秒': round(n.answers),
      'p50 毫秒': n.p50,
      'p99 毫秒': n.p99,
    },
    {
      方案: '比值 引擎/基线',
      '成交出价/秒': round(e.accepted / n.accepted, 2),
      '应答/秒': round(e.answers / n.answers, 2),
      'p50 毫秒': round(e.p50 / n.p50, 2),
      'p99 毫秒': round(e.p99 / n.p99, 2),
    },
  ]);
  printExportComparison(e, summary(duringExport), exports);
  printRaces();
  // Last, with the baseline's own figures beside the ratios: how fast this machine was.
  console.log(
    `\n比值（引擎/基线，同一次运行，各轮中位数）：成交出价/秒 ${round(e.accepted / n.accepted, 2)}×` +
      `（引擎 ${round(e.accepted)} ÷ 基线 ${round(n.accepted)}），应答/秒 ${round(e.answers / n.answers, 2)}×` +
      `（引擎 ${round(e.answers)} ÷ 基线 ${round(n.answers)}）；应答 p99 引擎 ${e.p99} 毫秒，基线 ${n.p99} 毫秒`,
  );
  await new Promise((resolve) => child.once('exit', resolve));
}

/**
 * The descending race: 64 bidders accept each fresh lot in the same step at once, the engine
 * (POST /bid/decrease) and the baseline alternating. Each race must have exactly one winner.
 * Answers what prints its table.
 */
async function runDescendingRaces(setup: Setup) {
  const engine: RaceResult[] = [];
  const naive: RaceResult[] = [];
  await race(setup.url, apiUrl('bidDecrease'), setup.engineRaceLots[RACES]!, setup.tokens, START_FEN);
  await race(setup.url, NAIVE_ACCEPT_PATH, setup.naiveRaceLots[RACES]!, setup.tokens, START_FEN);
  for (let index = 0; index < RACES; index += 1) {
    engine.push(
      await race(setup.url, apiUrl('bidDecrease'), setup.engineRaceLots[index]!, setup.tokens, START_FEN),
    );
    naive.push(
      await race(setup.url, NAIVE_ACCEPT_PATH, setup.naiveRaceLots[index]!, setup.tokens, START_FEN),
    );
  }
  const e = summariseRaces(engine);
  const n = summariseRaces(naive);
  if (!e.oneWinnerEach || !e.allOthersTold) process.exitCode = 1;
  return () => {
    console.log(`\n降价抢拍：${CONNECTIONS} 个竞买人同时在同一价格应价，每方 ${RACES} 场（交替进行）`);
    const row = (name: string, side: typeof e) => ({
      方案: name,
      场次: side.races,
      每场恰一人成交: side.oneWinnerEach ? '是' : '否',
      其余均被告知未成交: side.allOthersTold ? '是' : '否',
      'p50 毫秒': round(side.p50),
      'p99 毫秒': round(side.p99),
    });
    printTable([
      row('引擎（/bid/decrease）', e),
      row('基线（逐笔条件 UPDATE）', n),
      {
        方案: '比值 引擎/基线',
        场次: '',
        每场恰一人成交: '',
        其余均被告知未成交: '',
        'p50 毫秒': round(e.p50 / n.p50, 2),
        'p99 毫秒': round(e.p99 / n.p99, 2),
      },
    ]);
  };
}

if (process.argv.includes('--serve')) await serve();
else await main();

/** The engine's rounds with and without an export under way, side by side. */
function printExportComparison(e: Summary, x: Summary, exports: ExportLoad[]) {
  console.log(
    `\n导出进行中（${EXPORT_ROWS} 行的用户列表，连续导出；共完成 ${exports.reduce((sum, run) => sum + run.finished, 0)} 次，` +
      `失败或截断 ${exports.reduce((sum, run) => sum + run.failed, 0)} 次，文件 ${round(Math.max(...exports.map((run) => run.bytes)) / 1024)} KiB）`,
  );
  printTable([
    { 方案: '引擎（无导出）', '成交出价/秒': round(e.accepted), 'p50 毫秒': e.p50, 'p99 毫秒': e.p99 },
    { 方案: '引擎（导出进行中）', '成交出价/秒': round(x.accepted), 'p50 毫秒': x.p50, 'p99 毫秒': x.p99 },
    {
      方案: '比值 导出中/无导出',
      '成交出价/秒': round(x.accepted / e.accepted, 2),
      'p50 毫秒': round(x.p50 / e.p50, 2),
      'p99 毫秒': round(x.p99 / e.p99, 2),
    },
  ]);
}
