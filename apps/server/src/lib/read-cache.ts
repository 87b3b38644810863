/**
 * Public reads kept in memory for a moment: one load serves every request for the same key
 * until it expires or is evicted. Evicting also forgets a load still in flight, so a request
 * made after an eviction never gets an answer read before it: once a bid is acknowledged (and
 * its event evicted the lot), every later read loads the committed price.
 */
export interface ReadCache<Key, Value> {
  get(key: Key, load: () => Promise<Value>): Promise<Value>;
  evict(key: Key): void;
  clear(): void;
  readonly size: number;
}

interface Entry<Value> {
  value: Promise<Value>;
  /** Until when a settled value may be served; in-flight loads have Infinity. */
  expiresAt: number;
  /** Until when, past expiresAt, it may still be served while one fresh load runs. */
  staleUntil: number;
  /** The fresh load running for it, if any. */
  refreshing?: boolean;
}

export interface ReadCacheOptions {
  ttlMs: number;
  /**
   * Past its time to live, a value is still answered for this long while one load replaces
   * it in the background, so no request waits for the reload (0, the default: requests wait).
   * An eviction still drops it at once.
   */
  staleMs?: number;
  /** The oldest entries go first beyond this. */
  maxEntries: number;
  now?: () => number;
}

export function createReadCache<Key, Value>(options: ReadCacheOptions): ReadCache<Key, Value> {
  const now = options.now ?? (() => performance.now());
  const staleMs = options.staleMs ?? 0;
  const entries = new Map<Key, Entry<Value>>();

  const keep = (entry: Entry<Value>) => {
    entry.expiresAt = now() + options.ttlMs;
    entry.staleUntil = entry.expiresAt + staleMs;
  };

  function start(key: Key, load: () => Promise<Value>): Entry<Value> {
    const entry: Entry<Value> = {
      value: load(),
      expiresAt: Number.POSITIVE_INFINITY,
      staleUntil: Number.POSITIVE_INFINITY,
    };
    entry.value.then(
      () => {
        // Only if it was not evicted (or replaced) meanwhile.
        if (entries.get(key) === entry) keep(entry);
      },
      () => {
        // A failed load is not kept: the next request tries again.
        if (entries.get(key) === entry) entries.delete(key);
      },
    );
    return entry;
  }

  function put(key: Key, entry: Entry<Value>) {
    entries.delete(key);
    entries.set(key, entry);
    if (entries.size > options.maxEntries) entries.delete(entries.keys().next().value!);
  }

  /** Loads afresh behind a stale value; the new value takes its place only if nothing evicted it. */
  function refresh(key: Key, stale: Entry<Value>, load: () => Promise<Value>) {
    stale.refreshing = true;
    const fresh = start(key, load);
    fresh.value.then(
      () => {
        if (entries.get(key) !== stale) return;
        put(key, fresh);
        keep(fresh);
      },
      () => {
        // The stale value stays until it runs out; the next request past that loads again.
        stale.refreshing = false;
      },
    );
  }

  return {
    get(key, load) {
      const cached = entries.get(key);
      const at = now();
      if (cached && cached.expiresAt > at) return cached.value;
      if (cached && cached.staleUntil > at) {
        if (!cached.refreshing) refresh(key, cached, load);
        return cached.value;
      }
      const entry = start(key, load);
      put(key, entry);
      return entry.value;
    },
    evict(key) {
      entries.delete(key);
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
