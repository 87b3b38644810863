import { EventEmitter } from 'node:events';
import type { LiveServerMessage } from '@lyp/shared/realtime/events';
import { describe, expect, it } from 'vitest';
import { useLiveChannel } from '../../../test/live-fixtures';
import { createLocalLotEventBus, type LotEventBus, type LotEventFlow } from './lot-event-bus';
import { useTestApp } from '../../../test/use-test-app';

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

const bus = createSwitchableBus();
const { t } = useTestApp({ lotEvents: bus });
const live = useLiveChannel(t);

async function watcher() {
  const client = await live.connect();
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

    const newcomer = await live.connect();
    await newcomer.next(resync('events_interrupted'), 1000);

    bus.setFlow('flowing');
    await Promise.all(
      [first, second, newcomer].map((client) => client.next(resync('events_restored'), 1000)),
    );
    // Once back, a new watcher is told nothing special.
    const later = await live.connect();
    later.send({ type: 'ping' });
    await later.next((message) => message.type === 'pong');
    expect(later.messages.some((message) => message.type === 'resync')).toBe(false);
  });
});
