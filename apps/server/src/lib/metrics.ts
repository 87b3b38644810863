import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * What an operator graphs and alerts on, in Prometheus' exposition format. One registry per
 * app (tests build many apps in one process; a global registry would mix them and refuse the
 * second registration). Names follow Prometheus conventions: `lyp_` prefix, base units.
 */
export interface Metrics {
  registry: Registry;
  httpRequestSeconds: Histogram<'method' | 'route' | 'status_code'>;
  /** Every bid attempt by its outcome; refused ones by the reason the bidder was told. */
  bids: Counter<'outcome' | 'reason'>;
  /** From the bid's arrival to its acknowledgement (the committed answer). */
  bidAckSeconds: Histogram;
  liveDeliveries: Counter<'channel'>;
  /** How late a sweeper's round started against its schedule. */
  sweeperLagSeconds: Gauge<'sweeper'>;
  documentFailures: Counter<'kind'>;
  documentRetries: Counter;
  messageFailures: Counter<'kind'>;
  /** Reads the pool's in-use and waiting counts at scrape time. */
  watchPool(name: string, pool: PoolCounts): void;
  /** Reads the number of open live sockets at scrape time. */
  watchLiveSockets(count: () => number): void;
}

export interface PoolCounts {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

/** Buckets around what a user feels: a bid acknowledged within 50 ms is instant, 2 s is broken. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createMetrics(options: { processMetrics?: boolean } = {}): Metrics {
  const registry = new Registry();
  if (options.processMetrics ?? true) collectDefaultMetrics({ register: registry, prefix: 'lyp_' });
  const registers = [registry];
  const scrapeTime = registerScrapeTimeGauges(registers);
  return {
    registry,
    httpRequestSeconds: new Histogram({
      name: 'lyp_http_request_duration_seconds',
      help: 'HTTP 请求耗时（按路由模式）',
      labelNames: ['method', 'route', 'status_code'],
      buckets: LATENCY_BUCKETS,
      registers,
    }),
    bids: new Counter({
      name: 'lyp_bids_total',
      help: '出价次数（accepted 已接受；refused 按拒绝原因）',
      labelNames: ['outcome', 'reason'],
      registers,
    }),
    bidAckSeconds: new Histogram({
      name: 'lyp_bid_ack_seconds',
      help: '出价从到达到确认的耗时',
      buckets: LATENCY_BUCKETS,
      registers,
    }),
    liveDeliveries: new Counter({
      name: 'lyp_live_deliveries_total',
      help: '实时推送的消息数',
      labelNames: ['channel'],
      registers,
    }),
    sweeperLagSeconds: new Gauge({
      name: 'lyp_sweeper_lag_seconds',
      help: '定时任务本轮开始时间相对计划的延迟',
      labelNames: ['sweeper'],
      registers,
    }),
    documentFailures: new Counter({
      name: 'lyp_document_failures_total',
      help: '单据生成失败次数',
      labelNames: ['kind'],
      registers,
    }),
    documentRetries: new Counter({
      name: 'lyp_document_retries_total',
      help: '失败后重试的单据生成次数',
      registers,
    }),
    messageFailures: new Counter({
      name: 'lyp_message_failures_total',
      help: '站内消息或短信发送失败次数',
      labelNames: ['kind'],
      registers,
    }),
    ...scrapeTime,
  };
}

/** Gauges read when Prometheus scrapes: the pools' counts and the open live sockets. */
function registerScrapeTimeGauges(registers: Registry[]): Pick<Metrics, 'watchPool' | 'watchLiveSockets'> {
  const pools = new Map<string, PoolCounts>();
  let liveSockets = () => 0;
  new Gauge({
    name: 'lyp_live_sockets',
    help: '当前实时连接数',
    registers,
    collect() {
      this.set(liveSockets());
    },
  });
  new Gauge({
    name: 'lyp_db_pool_connections',
    help: '数据库连接池的连接数（in_use 使用中，idle 空闲，waiting 等待连接的请求）',
    labelNames: ['pool', 'state'],
    registers,
    collect() {
      for (const [name, pool] of pools) {
        this.set({ pool: name, state: 'in_use' }, pool.totalCount - pool.idleCount);
        this.set({ pool: name, state: 'idle' }, pool.idleCount);
        this.set({ pool: name, state: 'waiting' }, pool.waitingCount);
      }
    },
  });
  return {
    watchPool(name, pool) {
      pools.set(name, pool);
    },
    watchLiveSockets(count) {
      liveSockets = count;
    },
  };
}
