import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLiveChannel, type LotListener } from './live-channel';

/** A stand-in for the browser's WebSocket: the test opens it and sends the server's messages. */
class FakeSocket {
  static OPEN = 1;
  static last: FakeSocket | undefined;
  readyState = 0;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((message: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.last = this;
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
    this.onclose?.();
  }
  open() {
    this.readyState = FakeSocket.OPEN;
    this.onopen?.();
  }
  receive(message: object) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}

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
});
