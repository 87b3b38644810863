import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { apiUrl } from '@lyp/shared/api/paths';
import type { LotEvent } from '@lyp/shared/realtime/events';
import { WebSocket } from 'ws';
import {
  BIDS,
  GAP_MS,
  ROUNDS,
  WATCHER_COUNTS,
  type RunResult,
  type Setup,
  type Target,
} from './support/fanout-config';
import { forkBuilt } from './support/built-child';
import { printFanoutReport, runKey } from './support/fanout-report';
import { serveApp, serveBareWs } from './support/fanout-servers';
import { BID_PLACED, run } from './support/fanout-watchers';
import { ensureOpenFiles } from './support/open-files';

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

async function start(mode: '--serve-app' | '--serve-ws'): Promise<{ child: ChildProcess; setup: Setup }> {
  const child = await forkBuilt(import.meta.url, [mode]);
  return new Promise((resolve, reject) => {
    child.once('message', (message) => resolve({ child, setup: message as Setup }));
    child.once('exit', (code) => reject(new Error(`${mode} exited with ${code}`)));
  });
}

/** The product as a target: each bid is a POST /bid/add, by the two bidders in turn. */
function appTarget(setup: Setup, liveUrl: string): Target {
  return {
    name: 'app',
    liveUrl,
    async bid(lotId, amountFen, index) {
      const response = await fetch(`${setup.url}${apiUrl('bidAdd')}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${setup.tokens[index % 2]}`,
        },
        body: JSON.stringify({ lotId, amountFen, clientBidId: randomUUID() }),
      });
      if (response.status !== 200) throw new Error(`bid refused: ${await response.text()}`);
    },
  };
}

/** The bare server as a target: each bid broadcasts the product's sample event, renumbered. */
function bareTarget(setup: Setup, sample: () => string | undefined): Target {
  return {
    name: 'ws',
    liveUrl: setup.url.replace('http', 'ws'),
    async bid(lotId, amountFen, index) {
      const event = { ...(JSON.parse(sample()!) as LotEvent), lotId, seq: index + 1 };
      if (event.type === 'bid_placed') event.currentPriceFen = amountFen;
      const response = await fetch(`${setup.url}/broadcast`, {
        method: 'POST',
        body: JSON.stringify(event),
      });
      await response.text();
    },
  };
}

/** Every scenario of every round, on both targets; results by target and watcher count. */
async function measure(app: Target, bare: Target, appLots: number[]): Promise<Map<string, RunResult[]>> {
  const runs = new Map<string, RunResult[]>();
  for (let index = 0; index < ROUNDS; index += 1) {
    for (const [scenario, watchers] of WATCHER_COUNTS.entries()) {
      const lotId = appLots[index * WATCHER_COUNTS.length + scenario]!;
      // Alternate which server goes first, so neither always follows the other's cleanup.
      const order = index % 2 === 0 ? [app, bare] : [bare, app];
      for (const target of order) {
        const result = await run(target, lotId, watchers);
        runs.set(runKey(target.name, watchers), [...(runs.get(runKey(target.name, watchers)) ?? []), result]);
      }
    }
  }
  return runs;
}

async function main() {
  if (ensureOpenFiles(Math.max(...WATCHER_COUNTS) + 2000)) return;
  const [app, bare] = await Promise.all([start('--serve-app'), start('--serve-ws')]);
  const appLots = [...app.setup.lotIds];
  const warmUpLot = appLots.pop()!;
  const appLive = `${app.setup.url.replace('http', 'ws')}${apiUrl('live')}`;
  let sample: string | undefined;
  const appSide = appTarget(app.setup, appLive);
  const bareSide = bareTarget(bare.setup, () => sample);

  // Warm both up unmeasured; the product's event becomes the baseline's message.
  const sampler = new WebSocket(appLive);
  await new Promise((resolve) => sampler.once('open', resolve));
  sampler.send(JSON.stringify({ type: 'subscribe', lotIds: [warmUpLot] }));
  sampler.on('message', (data: Buffer) => {
    if (data.includes(BID_PLACED)) sample = data.toString('utf8');
  });
  await run(appSide, warmUpLot, 200, 5);
  sampler.terminate();
  if (!sample) throw new Error('no bid_placed event seen while warming up');
  await run(bareSide, 1, 200, 5);

  console.log(
    `实时推送压测：一个标的，${WATCHER_COUNTS.join(' 与 ')} 个观看者，每轮 ${BIDS} 次出价（间隔 ${GAP_MS} 毫秒），` +
      `共 ${ROUNDS} 轮（交替进行）；基线为裸 ws 广播服务器，事件 ${Buffer.byteLength(sample)} 字节`,
  );
  const runs = await measure(appSide, bareSide, appLots);
  for (const { child } of [app, bare]) child.send('stop');
  printFanoutReport(runs);
  await Promise.all([app, bare].map(({ child }) => new Promise((resolve) => child.once('exit', resolve))));
}

if (process.argv.includes('--serve-app')) await serveApp();
else if (process.argv.includes('--serve-ws')) await serveBareWs();
else await main();
