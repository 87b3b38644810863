import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { configureApiClient } from '../src/lib/api-client';
import { FeedbackApp } from './feedback-app';

export interface StubRequest {
  method: string;
  path: string;
  /** The JSON body; a multipart upload's is left unread (undefined). */
  body: unknown;
}

type Handler = (request: StubRequest) => { status?: number; body: unknown };

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  const json = (request.headers['content-type'] ?? '').includes('application/json');
  return text && json ? (JSON.parse(text) as unknown) : undefined;
}

/**
 * A real HTTP server standing in for the API: answers by the path's ending, remembers every
 * request, and points the app's API client at itself.
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
      // One request per connection. fetch keeps sockets alive, and when rendering blocks the
      // event loop past the server's 5 s keep-alive timeout, the next request can reuse a socket
      // the server is closing and fail with ECONNRESET: a list that never renders, under load.
      response
        .writeHead(answer.status ?? 200, { 'content-type': 'application/json', connection: 'close' })
        .end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  configureApiClient({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
  return {
    requests,
    /** The bodies sent to the path ending so. */
    sentTo: (ending: string) =>
      requests.filter((request) => request.path.endsWith(ending)).map((r) => r.body),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The success envelope. */
export const okBody = (data: unknown, msg = '操作成功') => ({ body: { code: 0, msg, data } });

/** The query caches of the pages rendered in this test, until it ends. */
const renderedClients = new Set<QueryClient>();

/**
 * Waits until no request of a rendered page is still on its way, then forgets the pages. A
 * test that ends while one is (its assertions needed only the first render) would otherwise
 * have the answer arrive, and React render it, after the file's jsdom is gone: under load
 * that fails the run with "window is not defined".
 */
export async function settleRenderedPages(): Promise<void> {
  const clients = [...renderedClients];
  renderedClients.clear();
  if (clients.length === 0) return;
  await waitFor(() => {
    for (const client of clients) {
      if (client.isFetching() > 0 || client.isMutating() > 0) throw new Error('请求尚未结束');
    }
  });
}

/** The page as the app shows it: query cache, router at `path`, antd's App for messages. */
export function renderAt(path: string, page: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderedClients.add(client);
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <FeedbackApp>{page}</FeedbackApp>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
