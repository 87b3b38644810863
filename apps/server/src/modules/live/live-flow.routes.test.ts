import { EventEmitter } from 'node:events';
import { apiUrl } from '@lyp/shared/api/paths';
import type { LiveServerMessage } from '@lyp/shared/realtime/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectLive, type LiveTestClient } from '../../../test/live-client';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createLocalLotEventBus, type LotEventBus, type LotEventFlow } from './lot-event-bus';

/** An in-process bus whose flow the test sets, as a Redis bus's changes when Redis goes and comes. */
function createSwitchableBus(): LotEventBus & { setFlow(flow: LotEventFlow): void } {
  const local = createLocalLotEventBus();
  const flows = new EventEmitter();
  let flow: LotEventFlow = 'flowing';
  return {
    ...local,
    flow: () => flow,
    watchFlow(listener) {
      flows.on('flow', listener);
      return () => flows.off('flow', listener);
    },
    setFlow(next) {
      flow = next;
      flows.emit('flow', next);
    },
  };
}

let t: TestApp;
let bus: ReturnType<typeof createSwitchableBus>;
let url: string;
const clients: LiveTestClient[] = [];

beforeAll(async () => {
  bus = createSwitchableBus();
  t = await createTestApp({ lotEvents: bus });
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `${address.replace('http', 'ws')}${apiUrl('live')}`;
});
afterAll(async () => {
  for (const client of clients) client.close();
  await t.close();
});

async function watcher() {
  const client = await connectLive(url);
  clients.push(client);
  client.send({ type: 'subscribe', lotIds: [1] });
  return client;
}

const resync = (reason: string) => (message: LiveServerMessage) =>
  message.type === 'resync' && message.reason === reason;

describe('the live channel when other instances’ events stop arriving', () => {
  it('tells every watcher at once to resync, tells newcomers while it lasts, and tells everyone again when the events are back', async () => {
    const [first, second] = [await watcher(), await watcher()];

    bus.setFlow('interrupted');
    const [toFirst, toSecond] = await Promise.all([
      first.next(resync('events_interrupted'), 1000),
      second.next(resync('events_interrupted'), 1000),
    ]);
    expect(toFirst).toMatchObject({
      type: 'resync',
      reason: 'events_interrupted',
      serverTime: expect.any(String),
    });
    expect(toSecond.type).toBe('resync');

    const newcomer = await connectLive(url);
    clients.push(newcomer);
    await newcomer.next(resync('events_interrupted'), 1000);

    bus.setFlow('flowing');
    await Promise.all(
      [first, second, newcomer].map((client) => client.next(resync('events_restored'), 1000)),
    );
    // Once back, a new watcher is told nothing special.
    const later = await connectLive(url);
    clients.push(later);
    later.send({ type: 'ping' });
    await later.next((message) => message.type === 'pong');
    expect(later.messages.some((message) => message.type === 'resync')).toBe(false);
  });
});
