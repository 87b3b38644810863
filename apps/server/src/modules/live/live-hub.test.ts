import type { LotEvent } from '@lyp/shared/realtime/events';
import { describe, expect, it } from 'vitest';
import { createLiveHub, type LiveSocket } from './live-hub';

function fakeSocket(bufferedAmount = 0) {
  const sent: string[] = [];
  const socket = {
    bufferedAmount,
    readyState: 1,
    terminated: false,
    send(data: string) {
      sent.push(data);
    },
    terminate() {
      socket.terminated = true;
      socket.readyState = 3;
    },
  };
  return { socket: socket as LiveSocket & typeof socket, sent };
}

const event = (lotId: number, seq: number): LotEvent => ({
  type: 'lot_extended',
  lotId,
  seq,
  serverTime: '2026-12-01T02:00:00.000Z',
  endsAt: '2026-12-01T03:05:00.000Z',
  extensionCount: seq,
});

describe('the live hub', () => {
  it('delivers each event only to the watchers of its lot', () => {
    const hub = createLiveHub({ maxBufferedBytes: 1000, maxLotsPerSocket: 50 });
    const a = fakeSocket();
    const b = fakeSocket();
    hub.watch(a.socket, [1]);
    hub.watch(b.socket, [2]);
    hub.deliver(event(1, 1));
    expect(a.sent.map((data) => JSON.parse(data) as LotEvent)).toEqual([event(1, 1)]);
    expect(b.sent).toEqual([]);
  });

  it('drops a watcher that cannot keep up and goes on delivering to the others', () => {
    const hub = createLiveHub({ maxBufferedBytes: 1000, maxLotsPerSocket: 50 });
    const slow = fakeSocket(5000);
    const fast = fakeSocket();
    hub.watch(slow.socket, [1]);
    hub.watch(fast.socket, [1]);
    for (let seq = 1; seq <= 3; seq += 1) hub.deliver(event(1, seq));
    expect(slow.socket.terminated).toBe(true);
    expect(slow.sent).toEqual([]);
    expect(fast.sent).toHaveLength(3);
    expect(hub.stats()).toMatchObject({ sockets: 1, dropped: 1 });
  });

  it('limits how many lots one connection may watch', () => {
    const hub = createLiveHub({ maxBufferedBytes: 1000, maxLotsPerSocket: 2 });
    const { socket } = fakeSocket();
    expect(hub.watch(socket, [1, 2, 3])).toEqual([3]);
    expect(hub.watch(socket, [2])).toEqual([]);
  });

  it('forgets a socket on detach and a lot on unwatch', () => {
    const hub = createLiveHub({ maxBufferedBytes: 1000, maxLotsPerSocket: 50 });
    const a = fakeSocket();
    hub.watch(a.socket, [1, 2]);
    hub.unwatch(a.socket, [1]);
    hub.deliver(event(1, 1));
    expect(a.sent).toEqual([]);
    hub.detach(a.socket);
    hub.deliver(event(2, 1));
    expect(a.sent).toEqual([]);
    expect(hub.stats()).toMatchObject({ sockets: 0, lots: 0 });
  });
});
