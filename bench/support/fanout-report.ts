import { median, printTable, round } from './stats';
import { TARGET_P99_MS, WATCHER_COUNTS, type RunResult, type Target } from './fanout-config';

export const runKey = (name: Target['name'], watchers: number) => `${name}:${watchers}`;

/** Prints each scenario's medians (and range across rounds), the verdict and the ratios. */
export function printFanoutReport(runs: Map<string, RunResult[]>): void {
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
    const a = summary(runs.get(runKey('app', watchers))!);
    const w = summary(runs.get(runKey('ws', watchers))!);
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
      `${watchers} 个观看者 p50 ${ratio(a.p50.median, w.p50.median)}，p99 ${ratio(a.p99.median, w.p99.median)}` +
        `（裸 ws 自身 p50 ${w.p50.median} 毫秒、p99 ${w.p99.median} 毫秒）`,
    );
    if (watchers === 10_000) {
      const met = a.p99.median <= TARGET_P99_MS && a.p99.median <= w.p99.median && a.delivered === 1;
      verdict = `目标（10000 个观看者 p99 ≤ ${TARGET_P99_MS} 毫秒，且不慢于裸 ws，全部送达）：${met ? '达到' : '未达到'}`;
    }
  }
  printTable(rows);
  if (verdict) console.log(verdict);
  console.log(`比值（产品/裸 ws，同一次运行）：${ratios.join('；')}`);
}
