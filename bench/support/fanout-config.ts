/** bench:fanout's settings, from the environment (see fanout.bench.ts). */
export const WATCHER_COUNTS = (process.env.BENCH_WATCHERS ?? '2000,10000').split(',').map(Number);
export const BIDS = Number(process.env.BENCH_BIDS ?? 20);
export const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** Time between bids: a broadcast to 10,000 watchers should be over before the next one starts. */
export const GAP_MS = Number(process.env.BENCH_GAP_MS ?? 300);
export const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 0);
export const WS_PORT = Number(process.env.BENCH_WS_PORT ?? 0);
/** Target of the issue: delivery p99 at 10,000 watchers of one lot. */
export const TARGET_P99_MS = 250;
export const OPEN_BATCH = 200;
export const START_FEN = 100_000;
export const INCREMENT_FEN = 100;

export interface Setup {
  url: string;
  lotIds: number[];
  tokens: string[];
}

/** A server under test, as the watchers and the bidder see it. */
export interface Target {
  name: 'app' | 'ws';
  liveUrl: string;
  /** Makes one bid, whose event the watchers then receive. */
  bid(lotId: number, amountFen: number, index: number): Promise<void>;
}

export interface RunResult {
  delivered: number;
  p50: number;
  p99: number;
  bytes: number;
}
