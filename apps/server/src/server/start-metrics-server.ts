import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Metrics } from '../lib/metrics';

export interface MetricsServer {
  port: number;
  stop(): Promise<void>;
}

/**
 * Prometheus' scrape target on a port of its own: the public port never shows pool sizes or
 * refusal counts, and a scrape needs no session. Bind it to a private address (the default
 * 127.0.0.1) or firewall it.
 */
export async function startMetricsServer(
  metrics: Metrics,
  listen: { port: number; host: string },
): Promise<MetricsServer> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('只提供 GET /metrics\n');
      return;
    }
    metrics.registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
      (error: unknown) => {
        response
          .writeHead(500, { 'content-type': 'text/plain; charset=utf-8' })
          .end(`指标采集失败：${String(error)}\n`);
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(listen.port, listen.host, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
