// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from './fake-socket.fixture';
import { createLiveChannel, type LotListener } from './live-channel';

function recordingListener() {
  const heard = { live: [] as boolean[], resyncs: 0 };
  const listener: LotListener = {
    onEvent: () => {},
    onSubscribed: () => {},
    onResync: () => {
      heard.resyncs += 1;
    },
    onConnection: (live) => heard.live.push(live),
  };
  return { heard, listener };
}

beforeEach(() => {
  vi.stubGlobal('WebSocket', FakeSocket);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the live channel', () => {
  it('reloads every watched lot and counts as not live when the server says events are interrupted, until they are back', () => {
    const channel = createLiveChannel();
    const first = recordingListener();
    const second = recordingListener();
    const stopFirst = channel.watch(7, first.listener);
    channel.watch(8, second.listener);
    const socket = FakeSocket.last!;
    socket.open();
    expect(first.heard.live).toEqual([false, true]);

    socket.receive({ type: 'resync', reason: 'events_interrupted', serverTime: '2026-11-23T10:00:00.000Z' });
    expect(first.heard).toEqual({ live: [false, true, false], resyncs: 1 });
    expect(second.heard.resyncs).toBe(1);

    socket.receive({ type: 'resync', reason: 'events_restored', serverTime: '2026-11-23T10:00:05.000Z' });
    expect(first.heard).toEqual({ live: [false, true, false, true], resyncs: 2 });
    expect(second.heard.live.at(-1)).toBe(true);
    stopFirst();
  });

  it('starts a page that joins during an interruption as not live', () => {
    const channel = createLiveChannel();
    const early = recordingListener();
    channel.watch(7, early.listener);
    const socket = FakeSocket.last!;
    socket.open();
    socket.receive({ type: 'resync', reason: 'events_interrupted', serverTime: '2026-11-23T10:00:00.000Z' });

    const late = recordingListener();
    channel.watch(9, late.listener);
    expect(late.heard.live).toEqual([false]);
    expect(socket.sent).toContainEqual({ type: 'subscribe', lotIds: [9] });
  });

  it('counts a page that watches again after every page left as not live until the new socket opens', () => {
    const channel = createLiveChannel();
    const stop = channel.watch(7, recordingListener().listener);
    const first = FakeSocket.last!;
    first.open();
    stop();

    const again = recordingListener();
    channel.watch(7, again.listener);
    const second = FakeSocket.last!;
    expect(second).not.toBe(first);
    expect(again.heard.live).toEqual([false]);
    second.open();
    expect(again.heard.live).toEqual([false, true]);
    expect(second.sent).toContainEqual({ type: 'subscribe', lotIds: [7] });
  });

  it('signs in for the bell, reads the inbox on a nudge and on a resync, and signs out when the bell goes', () => {
    const channel = createLiveChannel();
    const reads: Array<string | null> = [];
    const stop = channel.watchInbox({ token: () => 'token-1', onInbox: (nudgedAt) => reads.push(nudgedAt) });
    const socket = FakeSocket.last!;
    socket.open();
    expect(socket.sent).toEqual([{ type: 'auth', token: 'token-1' }]);
    expect(reads).toEqual([]);
    // Signed in: what the page read before may have changed unheard.
    socket.receive({ type: 'auth', userId: 5 });
    expect(reads).toEqual([null]);
    reads.length = 0;

    socket.receive({ type: 'inbox', serverTime: '2026-11-25T10:00:00.000Z' });
    socket.receive({ type: 'resync', reason: 'events_restored', serverTime: '2026-11-25T10:00:01.000Z' });
    expect(reads).toEqual(['2026-11-25T10:00:00.000Z', null]);

    // A lot page keeps the socket open after the bell goes; the socket is signed out.
    channel.watch(7, recordingListener().listener);
    stop();
    expect(socket.sent.at(-1)).toEqual({ type: 'auth', token: null });
    socket.receive({ type: 'auth', userId: null });
    socket.receive({ type: 'inbox', serverTime: '2026-11-25T10:00:02.000Z' });
    expect(reads).toEqual(['2026-11-25T10:00:00.000Z', null]);
  });

  it('signs in again and reads the inbox after the socket drops and reconnects', () => {
    vi.useFakeTimers();
    try {
      const channel = createLiveChannel();
      const reads: Array<string | null> = [];
      channel.watchInbox({ token: () => 'token-2', onInbox: (nudgedAt) => reads.push(nudgedAt) });
      const first = FakeSocket.last!;
      first.open();
      first.receive({ type: 'auth', userId: 8 });
      first.close();
      vi.advanceTimersByTime(1000);
      const second = FakeSocket.last!;
      expect(second).not.toBe(first);
      second.open();
      expect(second.sent).toEqual([{ type: 'auth', token: 'token-2' }]);
      second.receive({ type: 'auth', userId: 8 });
      expect(reads).toEqual([null, null]);
    } finally {
      vi.useRealTimers();
    }
  });
});
