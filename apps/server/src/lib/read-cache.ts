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
}

export function createReadCache<Key, Value>(options: {
  ttlMs: number;
  /** The oldest entries go first beyond this. */
  maxEntries: number;
  now?: () => number;
}): ReadCache<Key, Value> {
  const now = options.now ?? (() => performance.now());
  const entries = new Map<Key, Entry<Value>>();

  return {
    get(key, load) {
      const cached = entries.get(key);
      if (cached && cached.expiresAt > now()) return cached.value;
      const entry: Entry<Value> = { value: load(), expiresAt: Number.POSITIVE_INFINITY };
      entries.delete(key);
      entries.set(key, entry);
      if (entries.size > options.maxEntries) entries.delete(entries.keys().next().value!);
      entry.value.then(
        () => {
          // Only if it was not evicted (or replaced) meanwhile.
          if (entries.get(key) === entry) entry.expiresAt = now() + options.ttlMs;
        },
        () => {
          // A failed load is not kept: the next request tries again.
          if (entries.get(key) === entry) entries.delete(key);
        },
      );
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
