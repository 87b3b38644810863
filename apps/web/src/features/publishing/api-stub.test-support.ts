import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { configureApiClient } from '../../lib/api-client';

export interface StubRequest {
  method: string;
  path: string;
  body: unknown;
}

type Handler = (request: StubRequest) => { status?: number; body: unknown };

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as unknown) : undefined;
}

/**
 * A real HTTP server standing in for the API: answers by the path's ending (the first that
 * matches), remembers every request, and points the app's API client at itself.
 */
export async function startApiStub(routes: Record<string, Handler>) {
  const requests: StubRequest[] = [];
  const server = createServer((request, response) => {
    void readBody(request).then((body) => {
      const path = (request.url ?? '').split('?')[0]!;
      const seen = { method: request.method ?? 'GET', path, body };
      requests.push(seen);
      const ending = Object.keys(routes).find((key) => path.endsWith(key));
      const answer = ending
        ? routes[ending]!(seen)
        : { status: 404, body: { code: 1, msg: '接口不存在', error: 'ROUTE_NOT_FOUND' } };
      response
        .writeHead(answer.status ?? 200, { 'content-type': 'application/json' })
        .end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  configureApiClient({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
  return {
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export const okBody = (data: unknown, msg = '操作成功') => ({ body: { code: 0, msg, data } });
