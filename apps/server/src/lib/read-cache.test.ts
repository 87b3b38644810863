import { describe, expect, it } from 'vitest';
import { createReadCache } from './read-cache';

/** A promise the test settles when it chooses, like a query still running. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

function setup(ttlMs = 1000, maxEntries = 10) {
  let time = 0;
  const cache = createReadCache<number, string>({ ttlMs, maxEntries, now: () => time });
  let loads = 0;
  const load = (value: string) => () => {
    loads += 1;
    return Promise.resolve(value);
  };
  return {
    cache,
    load,
    loads: () => loads,
    advance: (ms: number) => {
      time += ms;
    },
  };
}

describe('the read cache', () => {
  it('answers every request within the time to live from one load', async () => {
    const { cache, load, loads, advance } = setup();
    expect(await cache.get(1, load('¥1,000'))).toBe('¥1,000');
    advance(999);
    expect(await cache.get(1, load('¥1,100'))).toBe('¥1,000');
    expect(loads()).toBe(1);
    advance(1);
    expect(await cache.get(1, load('¥1,100'))).toBe('¥1,100');
    expect(loads()).toBe(2);
  });

  it('lets concurrent requests share the load already running', async () => {
    const { cache } = setup();
    const running = deferred<string>();
    let loads = 0;
    const load = () => {
      loads += 1;
      return running.promise;
    };
    const answers = Promise.all([cache.get(1, load), cache.get(1, load), cache.get(1, load)]);
    running.resolve('¥1,000');
    expect(await answers).toEqual(['¥1,000', '¥1,000', '¥1,000']);
    expect(loads).toBe(1);
  });

  it('loads afresh after an eviction', async () => {
    const { cache, load } = setup();
    await cache.get(1, load('¥1,000'));
    cache.evict(1);
    expect(await cache.get(1, load('¥1,100'))).toBe('¥1,100');
  });

  it('never hands a request made after an eviction the load that was running before it', async () => {
    const { cache } = setup();
    const before = deferred<string>();
    const early = cache.get(1, () => before.promise);
    // The bid commits and its event evicts the lot while the first read is still running.
    cache.evict(1);
    const late = cache.get(1, () => Promise.resolve('¥1,100'));
    before.resolve('¥1,000');
    expect(await early).toBe('¥1,000');
    expect(await late).toBe('¥1,100');
    // And the early answer, settling last, did not take the place of the fresh one.
    expect(await cache.get(1, () => Promise.resolve('¥9,999'))).toBe('¥1,100');
  });

  it('keeps nothing of a failed load: the next request tries again', async () => {
    const { cache, load } = setup();
    await expect(cache.get(1, () => Promise.reject(new Error('数据库不可用')))).rejects.toThrow(
      '数据库不可用',
    );
    expect(await cache.get(1, load('¥1,000'))).toBe('¥1,000');
  });

  it('drops the oldest entry beyond its size, and clears at once', async () => {
    const { cache, load, loads } = setup(1000, 2);
    await cache.get(1, load('a'));
    await cache.get(2, load('b'));
    await cache.get(3, load('c'));
    expect(cache.size).toBe(2);
    await cache.get(1, load('a2'));
    expect(loads()).toBe(4);
    cache.clear();
    expect(cache.size).toBe(0);
  });

  describe('with a stale window', () => {
    function staleSetup() {
      let time = 0;
      const cache = createReadCache<number, string>({
        ttlMs: 1000,
        staleMs: 500,
        maxEntries: 10,
        now: () => time,
      });
      return { cache, advance: (ms: number) => (time += ms) };
    }

    it('answers the held value past its time while one reload replaces it', async () => {
      const { cache, advance } = staleSetup();
      await cache.get(1, () => Promise.resolve('¥1,000'));
      advance(1200);
      const reload = deferred<string>();
      let reloads = 0;
      const load = () => {
        reloads += 1;
        return reload.promise;
      };
      expect(await cache.get(1, load)).toBe('¥1,000');
      expect(await cache.get(1, load)).toBe('¥1,000');
      expect(reloads).toBe(1);
      reload.resolve('¥1,100');
      await reload.promise;
      await Promise.resolve();
      expect(await cache.get(1, () => Promise.resolve('¥9,999'))).toBe('¥1,100');
    });

    it('never installs a reload begun before an eviction: the bid’s price is read afresh', async () => {
      const { cache, advance } = staleSetup();
      await cache.get(1, () => Promise.resolve('¥1,000'));
      advance(1200);
      const reload = deferred<string>();
      expect(await cache.get(1, () => reload.promise)).toBe('¥1,000');
      cache.evict(1);
      expect(await cache.get(1, () => Promise.resolve('¥1,200'))).toBe('¥1,200');
      reload.resolve('¥1,100');
      await reload.promise;
      await Promise.resolve();
      expect(await cache.get(1, () => Promise.resolve('¥9,999'))).toBe('¥1,200');
    });

    it('makes a request wait for a fresh load once the stale window is over', async () => {
      const { cache, advance } = staleSetup();
      await cache.get(1, () => Promise.resolve('¥1,000'));
      advance(1500);
      expect(await cache.get(1, () => Promise.resolve('¥1,100'))).toBe('¥1,100');
    });

    it('keeps the held value when its reload fails, and tries again at the next request', async () => {
      const { cache, advance } = staleSetup();
      await cache.get(1, () => Promise.resolve('¥1,000'));
      advance(1200);
      const failing = Promise.reject(new Error('数据库不可用'));
      failing.catch(() => {});
      expect(await cache.get(1, () => failing)).toBe('¥1,000');
      await Promise.resolve();
      await Promise.resolve();
      let reloads = 0;
      expect(
        await cache.get(1, () => {
          reloads += 1;
          return Promise.resolve('¥1,100');
        }),
      ).toBe('¥1,000');
      expect(reloads).toBe(1);
    });
  });
});
