import { apiUrl } from '@lyp/shared/api/paths';
import type { LiveServerMessage } from '@lyp/shared/realtime/events';
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

/** A socket signed in with the token (null: signed out), once the server said whose it is. */
export async function signedInSocket(url: string, token: string | null): Promise<LiveTestClient> {
  const client = await connectLive(url);
  client.send({ type: 'auth', token });
  await client.next((message) => message.type === 'auth');
  return client;
}

/** Resolves once everything the server sent before now has arrived (a ping's answer comes after). */
export async function settled(client: LiveTestClient) {
  const pongs = () => client.messages.filter((seen) => seen.type === 'pong').length;
  const before = pongs();
  client.send({ type: 'ping' });
  await client.next((message: LiveServerMessage) => message.type === 'pong' && pongs() > before);
}
