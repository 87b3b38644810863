import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import { chromium, type Browser } from '@playwright/test';
import react from '@vitejs/plugin-react';
import Fastify from 'fastify';
import { build } from 'vite';
import { precompressDirectory } from '../apps/web/scripts/precompress';
import { freePort } from '../apps/server/test/free-port';
import { CHROMIUM_LAUNCH } from '../e2e/support/chromium';
import { median, printTable, round } from './support/stats';

/**
 * npm run bench:web: what a first visit costs in Chromium. The home page and a lot's page of
 * the real product (built web app, demo data, served by the real server) against the smallest
 * React page Vite builds (bench/web-baseline), precompressed the same way and served by
 * @fastify/static with preCompressed, as the product's files are. Each visit in a fresh
 * context: bytes on the wire by kind until the network is idle, and the largest contentful
 * paint. Alternating rounds; medians; the ratios are printed last, each with the two figures it
 * divides (the baseline's tells how fast the machine was).
 *
 * The product runs as in production: the built server (`npm run start:prod`) serving the built
 * web app. Without a build the bench builds first; after changing code, `npm run build` again.
 *
 *   npm run build && BENCH_ROUNDS=5 npm run bench:web
 *   (BENCH_WEB_PORT and BENCH_WEB_PG_PORT choose the product's ports; free ones otherwise.)
 */

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
/** Issue 32's aims: LCP against the baseline of the same run, scripts on the wire. */
const LCP_AIM = 1.5;
const SCRIPT_AIM_KB = { home: 150, lot: 250 };
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface Visit {
  lcpMs: number;
  scriptKb: number;
  totalKb: number;
}

async function serveBaseline(): Promise<{ url: string; stop(): Promise<void> }> {
  const outDir = await mkdtemp(path.join(os.tmpdir(), 'lyp-bench-web-'));
  await build({
    root: path.join(repoRoot, 'bench/web-baseline'),
    plugins: [react()],
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
  await precompressDirectory(outDir);
  const app = Fastify();
  await app.register(fastifyStatic, { root: outDir, preCompressed: true });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url: `${url}/`,
    async stop() {
      await app.close();
      await rm(outDir, { recursive: true, force: true });
    },
  };
}

/** What `npm run build` leaves and the built server needs. */
const BUILT_FILES = [
  'apps/server/dist/bin/server.js',
  'apps/web/dist/index.html',
  'apps/web/dist-ssr/render-page.js',
];

/**
 * The product as `npm run start:prod` runs it (the built server and web app, no TypeScript
 * tooling), on its own data directory with the demo marketplace.
 */
async function serveProduct(): Promise<{ url: string; stop(): Promise<void> }> {
  if (BUILT_FILES.some((file) => !existsSync(path.join(repoRoot, file)))) {
    console.log('未找到构建产物，先运行 npm run build');
    const built = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('npm run build 失败');
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'lyp-bench-web-data-'));
  const port = Number(process.env.BENCH_WEB_PORT ?? (await freePort()));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(process.env.BENCH_WEB_PG_PORT ?? (await freePort())),
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  delete env.NODE_ENV;
  const server: ChildProcess = spawn(
    process.execPath,
    ['--enable-source-maps', path.join(repoRoot, 'apps/server/dist/bin/server.js')],
    { env, cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const url = `http://localhost:${port}`;
  for (let waited = 0; ; waited += 500) {
    if (waited > 120_000) throw new Error('the product did not start within 2 minutes');
    const healthy = await fetch(`${url}/lyp/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    url,
    async stop() {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function visit(browser: Browser, url: string): Promise<Visit> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const types = new Map<string, string>();
  let scriptBytes = 0;
  let totalBytes = 0;
  cdp.on('Network.responseReceived', (event) => types.set(event.requestId, event.type));
  cdp.on('Network.loadingFinished', (event) => {
    totalBytes += event.encodedDataLength;
    if (types.get(event.requestId) === 'Script') scriptBytes += event.encodedDataLength;
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  // Written as page source: it runs in the browser, whose types this Node project lacks.
  const lcpMs = await page.evaluate<number>(`new Promise((resolve) => {
    new PerformanceObserver((list) => {
      const entries = list.getEntries();
      resolve(entries[entries.length - 1].startTime);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  })`);
  await context.close();
  return { lcpMs, scriptKb: scriptBytes / 1024, totalKb: totalBytes / 1024 };
}

async function main() {
  const [baseline, product] = await Promise.all([serveBaseline(), serveProduct()]);
  const search = await fetch(`${product.url}/lyp/api/market/lots/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ current: 1, size: 1, status: 'bidding' }),
  });
  const lotId = ((await search.json()) as { data: { records: Array<{ id: number }> } }).data.records[0]!.id;
  const targets = {
    baseline: baseline.url,
    home: `${product.url}/`,
    lot: `${product.url}/morebid/auction?id=${lotId}`,
  };

  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  const visits: Record<keyof typeof targets, Visit[]> = { baseline: [], home: [], lot: [] };
  console.log(`页面压测：Chromium 首次访问（新上下文），共 ${ROUNDS} 轮（交替进行）`);
  try {
    // One visit of each first, unrecorded: the server's first answers warm its caches.
    for (const url of Object.values(targets)) await visit(browser, url);
    for (let index = 0; index < ROUNDS; index += 1) {
      for (const [name, url] of Object.entries(targets) as Array<[keyof typeof targets, string]>) {
        visits[name].push(await visit(browser, url));
      }
    }
  } finally {
    await browser.close();
    await Promise.all([baseline.stop(), product.stop()]);
  }

  const summary = (runs: Visit[]) => ({
    lcp: median(runs.map((run) => run.lcpMs)),
    script: median(runs.map((run) => run.scriptKb)),
    total: median(runs.map((run) => run.totalKb)),
    lcpSpread: `${round(Math.min(...runs.map((run) => run.lcpMs)))}–${round(Math.max(...runs.map((run) => run.lcpMs)))}`,
  });
  const b = summary(visits.baseline);
  const h = summary(visits.home);
  const l = summary(visits.lot);
  const row = (name: string, s: ReturnType<typeof summary>) => ({
    页面: name,
    'LCP 毫秒': round(s.lcp),
    'LCP 范围': s.lcpSpread,
    '脚本 KB': round(s.script),
    '全部 KB': round(s.total),
  });
  printTable([row('基线：最小 Vite React 页', b), row('首页', h), row('标的页', l)]);
  console.log(
    `脚本传输：首页 ${round(h.script)} KB（目标 ≤ ${SCRIPT_AIM_KB.home} KB），` +
      `标的页 ${round(l.script)} KB（目标 ≤ ${SCRIPT_AIM_KB.lot} KB）`,
  );
  // Last: the same-run ratios, each with the figures it divides.
  const ratio = (name: string, s: ReturnType<typeof summary>) =>
    `${name} LCP 比值 ${(s.lcp / b.lcp).toFixed(2)}×（产品 ${round(s.lcp, 0)} 毫秒 ÷ 基线 ${round(b.lcp, 0)} 毫秒；目标 ≤ ${LCP_AIM}×）`;
  console.log(ratio('首页', h));
  console.log(ratio('标的页', l));
}

await main();
