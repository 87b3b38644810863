/**
 * A stand-in for an object that a hook makes later.
 *
 * Vitest runs a test file's top level (to collect its tests) before any beforeAll, so a file
 * cannot hold its app in a `const` there. It holds this proxy instead: every read, write or
 * key listing goes to the object `set` gave it, so `t.call(…)` and `tokens.seller` work in any
 * test or hook, and helpers can take the handle once at the top. Used before `set` (or after
 * `clear`) it throws, naming what is missing.
 */
export interface LateBound<T extends object> {
  /** What tests hold: the object itself once set. */
  readonly handle: T;
  set(value: T): void;
  clear(): void;
}

export function lateBound<T extends object>(what: string): LateBound<T> {
  let current: T | undefined;
  const target = (): T => {
    if (current === undefined) {
      throw new Error(`${what} is not ready: use it in a test or hook, after the beforeAll that makes it`);
    }
    return current;
  };
  // The proxy's own target stays an empty object: each trap answers from the current one.
  const handle = new Proxy({} as T, {
    get: (_, key) => Reflect.get(target(), key),
    set: (_, key, value) => Reflect.set(target(), key, value),
    has: (_, key) => Reflect.has(target(), key),
    deleteProperty: (_, key) => Reflect.deleteProperty(target(), key),
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(target(), key, descriptor),
    ownKeys: () => Reflect.ownKeys(target()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(target(), key);
      // A proxy may not report a property its own target lacks as fixed: report it configurable.
      return descriptor && { ...descriptor, configurable: true };
    },
  });
  return {
    handle,
    set(value) {
      current = value;
    },
    clear() {
      current = undefined;
    },
  };
}
