import { describe, expect, it, vi } from 'vitest';
import { createDrawnPageCache } from './drawn-page-cache';

function drawer() {
  let drawings = 0;
  return {
    draw:
      (label = 'page') =>
      () =>
        Promise.resolve(`${label} ${(drawings += 1)}`),
    count: () => drawings,
  };
}

describe('the cache of pages drawn on the server', () => {
  it('draws a page once for every request within its lifetime, including those made while it draws', async () => {
    let time = 0;
    const cache = createDrawnPageCache({ ttlMs: 1000, staleMs: 0, maxEntries: 10, now: () => time });
    const pages = drawer();
    const [first, second] = await Promise.all([cache.get('/', pages.draw()), cache.get('/', pages.draw())]);
    time = 999;
    expect([first, second, await cache.get('/', pages.draw())]).toEqual(['page 1', 'page 1', 'page 1']);
    time = 1000;
    expect(await cache.get('/', pages.draw())).toBe('page 2');
  });

  it('draws afresh after a change, also when a drawing begun before it is still running', async () => {
    const cache = createDrawnPageCache({ ttlMs: 60_000, staleMs: 0, maxEntries: 10 });
    let finishOld!: (html: string) => void;
    const old = cache.get('/', () => new Promise((resolve) => (finishOld = resolve)));
    cache.clear();
    const fresh = cache.get('/', () => Promise.resolve('after the bid'));
    finishOld('before the bid');
    expect(await old).toBe('before the bid');
    expect(await fresh).toBe('after the bid');
    expect(await cache.get('/', () => Promise.resolve('unexpected'))).toBe('after the bid');
  });

  it('keeps pages apart by address and forgets the oldest beyond its size', async () => {
    const cache = createDrawnPageCache({ ttlMs: 60_000, staleMs: 0, maxEntries: 2 });
    const pages = drawer();
    await cache.get('/morebid/auction?id=1', pages.draw('lot 1'));
    await cache.get('/morebid/auction?id=2', pages.draw('lot 2'));
    expect(await cache.get('/morebid/auction?id=1', pages.draw('lot 1'))).toBe('lot 1 1');
    await cache.get('/morebid/auction?id=3', pages.draw('lot 3'));
    expect(await cache.get('/morebid/auction?id=1', pages.draw('lot 1'))).toBe('lot 1 4');
    expect(pages.count()).toBe(4);
  });

  it('answers a page past its lifetime while a fresh one draws, and the fresh one after', async () => {
    let time = 0;
    const cache = createDrawnPageCache({ ttlMs: 1000, staleMs: 10_000, maxEntries: 10, now: () => time });
    const pages = drawer();
    await cache.get('/', pages.draw());
    time = 1500;
    expect(await cache.get('/', pages.draw())).toBe('page 1');
    expect(await cache.get('/', pages.draw())).toBe('page 2');
    expect(pages.count()).toBe(2);
    time = 1500 + 1000 + 10_000;
    expect(await cache.get('/', pages.draw())).toBe('page 3');
  });

  it('never keeps a background drawing begun before a change', async () => {
    let time = 0;
    const cache = createDrawnPageCache({ ttlMs: 1000, staleMs: 10_000, maxEntries: 10, now: () => time });
    await cache.get('/', () => Promise.resolve('first'));
    time = 1500;
    let finishOld!: (html: string) => void;
    expect(await cache.get('/', () => new Promise((resolve) => (finishOld = resolve)))).toBe('first');
    cache.clear();
    finishOld('drawn before the bid');
    await Promise.resolve();
    expect(await cache.get('/', () => Promise.resolve('after the bid'))).toBe('after the bid');
  });

  /** A cache whose stale pages are redrawn 500 ms after they are answered, on fake timers. */
  async function withDelayedRedraw(
    test: (setup: {
      cache: ReturnType<typeof createDrawnPageCache>;
      pages: ReturnType<typeof drawer>;
      setTime: (ms: number) => void;
    }) => Promise<void>,
  ) {
    vi.useFakeTimers();
    try {
      let time = 0;
      const cache = createDrawnPageCache({
        ttlMs: 1000,
        staleMs: 10_000,
        redrawDelayMs: 500,
        maxEntries: 10,
        now: () => time,
      });
      await test({ cache, pages: drawer(), setTime: (ms) => (time = ms) });
    } finally {
      vi.useRealTimers();
    }
  }

  it('starts the fresh drawing of a stale page only after the delay it is given', () =>
    withDelayedRedraw(async ({ cache, pages, setTime }) => {
      await cache.get('/', pages.draw());
      setTime(1500);
      expect(await cache.get('/', pages.draw())).toBe('page 1');
      expect(await cache.get('/', pages.draw())).toBe('page 1');
      expect(pages.count()).toBe(1);
      await vi.advanceTimersByTimeAsync(500);
      expect(pages.count()).toBe(2);
      expect(await cache.get('/', pages.draw())).toBe('page 2');
    }));

  it('does not draw a stale page whose delay a change interrupted: the next request draws it', () =>
    withDelayedRedraw(async ({ cache, pages, setTime }) => {
      await cache.get('/', pages.draw());
      setTime(1500);
      await cache.get('/', pages.draw());
      cache.clear();
      await vi.advanceTimersByTimeAsync(500);
      expect(pages.count()).toBe(1);
      expect(await cache.get('/', pages.draw())).toBe('page 2');
    }));
});
