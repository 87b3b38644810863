import { apiUrl } from '@lyp/shared/api/paths';
import { afterAll, beforeAll } from 'vitest';
import { connectLive, type LiveTestClient } from './live-client';
import type { TestApp } from './test-app';

/** Starts the app listening on a free port and answers the live channel's WebSocket URL. */
export async function listenForLive(t: TestApp): Promise<string> {
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `${address.replace('http', 'ws')}${apiUrl('live')}`;
}

/**
 * The live channel of the file's app (a late-bound handle), listening once the app is up.
 * Clients opened through `connect` stay open until the file's tests are done, then close
 * before the app does.
 */
export function useLiveChannel(t: TestApp) {
  let url: string | undefined;
  const clients: LiveTestClient[] = [];
  beforeAll(async () => {
    url = await listenForLive(t);
  });
  afterAll(() => {
    for (const client of clients) client.close();
  });
  const urlOf = () => {
    if (url === undefined) throw new Error('the live channel is not listening yet: use it in a test or hook');
    return url;
  };
  return {
    url: urlOf,
    /** Every client `connect` opened, in order. */
    clients: clients as readonly LiveTestClient[],
    async connect(): Promise<LiveTestClient> {
      const client = await connectLive(urlOf());
      clients.push(client);
      return client;
    },
  };
}
