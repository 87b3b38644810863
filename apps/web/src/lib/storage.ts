/**
 * Browser storage with an expiry on every value, as the spec's stored-value wrapper has it:
 * `{ value, expire }` where expire is a time in ms or null for none. Keys are upper-cased
 * and carry an optional prefix, so several apps on one origin never collide.
 */
export interface StoredValue<T> {
  value: T;
  expire: number | null;
}

/** Default lifetime: 7 days. */
export const DEFAULT_EXPIRY_SECONDS = 604_800;

export interface ExpiringStorage {
  get<T>(key: string): T | null;
  /** expirySeconds: null keeps the value until removed. */
  set<T>(key: string, value: T, expirySeconds?: number | null): void;
  remove(key: string): void;
  /** Removes this storage's keys only (those with its prefix). */
  clear(): void;
  keyOf(key: string): string;
}

export function createExpiringStorage(options: {
  area: Storage;
  prefix?: string;
  now?: () => number;
}): ExpiringStorage {
  const { area, prefix = '', now = Date.now } = options;
  const keyOf = (key: string) => `${prefix}${key}`.toUpperCase();

  return {
    keyOf,
    get<T>(key: string): T | null {
      const raw = area.getItem(keyOf(key));
      if (raw === null) return null;
      try {
        const stored = JSON.parse(raw) as StoredValue<T>;
        if (stored.expire !== null && stored.expire <= now()) {
          area.removeItem(keyOf(key));
          return null;
        }
        return stored.value;
      } catch {
        // Not ours, or damaged: forget it rather than fail the page.
        area.removeItem(keyOf(key));
        return null;
      }
    },
    set<T>(key: string, value: T, expirySeconds: number | null = DEFAULT_EXPIRY_SECONDS) {
      const stored: StoredValue<T> = {
        value,
        expire: expirySeconds === null ? null : now() + expirySeconds * 1000,
      };
      area.setItem(keyOf(key), JSON.stringify(stored));
    },
    remove(key: string) {
      area.removeItem(keyOf(key));
    },
    clear() {
      const own = Array.from({ length: area.length }, (_, index) => area.key(index)).filter(
        (key): key is string => key !== null && key.startsWith(prefix.toUpperCase()),
      );
      for (const key of own) area.removeItem(key);
    },
  };
}
