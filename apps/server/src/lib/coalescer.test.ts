import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCoalescer } from './coalescer';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function collecting(delayMs = 100) {
  const calls: number[][] = [];
  const coalescer = createCoalescer<number>({
    delayMs,
    deliver: async (items) => {
      calls.push(items);
    },
  });
  return { coalescer, calls };
}

describe('a coalescer', () => {
  it('hands everything added within its wait over in one call, in order', async () => {
    const { coalescer, calls } = collecting();
    coalescer.add([1, 2]);
    await vi.advanceTimersByTimeAsync(50);
    coalescer.add([3]);
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(50);
    expect(calls).toEqual([[1, 2, 3]]);
  });

  it('starts a new wait for what comes after a call', async () => {
    const { coalescer, calls } = collecting();
    coalescer.add([1]);
    await vi.advanceTimersByTimeAsync(100);
    coalescer.add([2]);
    await vi.advanceTimersByTimeAsync(100);
    expect(calls).toEqual([[1], [2]]);
  });

  it('delivers what is waiting at once when flushed, and nothing twice', async () => {
    const { coalescer, calls } = collecting();
    coalescer.add([1]);
    await coalescer.flush();
    expect(calls).toEqual([[1]]);
    await vi.advanceTimersByTimeAsync(200);
    await coalescer.flush();
    expect(calls).toEqual([[1]]);
  });

  it('never overlaps two calls', async () => {
    let running = 0;
    let overlapped = false;
    const coalescer = createCoalescer<number>({
      delayMs: 10,
      deliver: async () => {
        running += 1;
        overlapped ||= running > 1;
        await new Promise((resolve) => setTimeout(resolve, 50));
        running -= 1;
      },
    });
    coalescer.add([1]);
    await vi.advanceTimersByTimeAsync(20);
    coalescer.add([2]);
    await vi.advanceTimersByTimeAsync(200);
    expect(overlapped).toBe(false);
  });
});
