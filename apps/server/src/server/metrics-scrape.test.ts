import { API_PREFIX } from '@lyp/shared/api/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useAuctionApp } from '../../test/auction-fixtures';
import { bidCalls, liveLot } from '../../test/bidding-fixtures';
import { parseExposition, total, type Sample } from '../../test/prometheus-text';
import { createMetrics } from '../lib/metrics';
import { startMetricsServer, type MetricsServer } from './start-metrics-server';

const { t, tokens } = useAuctionApp();
const { bid } = bidCalls(t);
let server: MetricsServer;

beforeAll(async () => {
  server = await startMetricsServer(t.metrics, { port: 0, host: '127.0.0.1' });
});
afterAll(() => server.stop());

async function scrape(): Promise<Sample[]> {
  const response = await fetch(`http://127.0.0.1:${server.port}/metrics`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/plain');
  return parseExposition(await response.text());
}

describe('the metrics an operator scrapes', () => {
  it('count bids accepted and refused by reason, and time their acknowledgement', async () => {
    const { lotId, bidders } = await liveLot(t, tokens, 2);
    const before = await scrape();

    expect((await bid(bidders[0]!, lotId, 100_000)).statusCode).toBe(200);
    expect((await bid(bidders[1]!, lotId, 100_000)).statusCode).toBe(409);

    const after = await scrape();
    const grew = (name: string, labels: Record<string, string> = {}) =>
      total(after, name, labels) - total(before, name, labels);
    expect(grew('lyp_bids_total', { outcome: 'accepted' })).toBe(1);
    expect(grew('lyp_bids_total', { outcome: 'refused', reason: 'BID_TOO_LOW' })).toBe(1);
    expect(grew('lyp_bid_ack_seconds_count')).toBe(2);
    expect(grew('lyp_bid_ack_seconds_sum')).toBeGreaterThan(0);
  });

  it('time each answer by its route pattern, never by the raw address', async () => {
    await t.call('GET', 'health');
    await t.app.inject({ method: 'GET', url: `${API_PREFIX}/no-such-route/12345` });

    const samples = await scrape();
    const byRoute = samples.filter((sample) => sample.name === 'lyp_http_request_duration_seconds_count');
    expect(
      total(byRoute, 'lyp_http_request_duration_seconds_count', { route: `${API_PREFIX}/health` }),
    ).toBeGreaterThan(0);
    expect(
      total(byRoute, 'lyp_http_request_duration_seconds_count', { route: 'unmatched', status_code: '404' }),
    ).toBeGreaterThan(0);
    expect(byRoute.some((sample) => sample.labels.route?.includes('12345'))).toBe(false);
  });

  it('show both connection pools and the open live sockets at scrape time', async () => {
    const samples = await scrape();
    for (const pool of ['main', 'bids']) {
      for (const state of ['in_use', 'idle', 'waiting']) {
        expect(
          samples.some(
            (s) => s.name === 'lyp_db_pool_connections' && s.labels.pool === pool && s.labels.state === state,
          ),
        ).toBe(true);
      }
    }
    expect(
      total(samples, 'lyp_db_pool_connections', { pool: 'main', state: 'in_use' }),
    ).toBeGreaterThanOrEqual(0);
    expect(samples.find((s) => s.name === 'lyp_live_sockets')?.value).toBe(0);
  });

  it('answer only GET /metrics on the metrics port', async () => {
    expect((await fetch(`http://127.0.0.1:${server.port}/lyp/api/health`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${server.port}/metrics`, { method: 'POST' })).status).toBe(404);
  });
});

describe('the metrics of the running process', () => {
  it('include the process and event-loop metrics under the same prefix', async () => {
    const samples = parseExposition(await createMetrics().registry.metrics());
    expect(samples.some((s) => s.name === 'lyp_process_cpu_user_seconds_total')).toBe(true);
    expect(samples.some((s) => s.name === 'lyp_nodejs_eventloop_lag_seconds')).toBe(true);
    expect(samples.some((s) => s.name === 'lyp_process_resident_memory_bytes')).toBe(true);
  });
});
