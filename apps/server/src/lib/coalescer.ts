/**
 * Items handed over in one call per moment instead of one call each: the first item starts a
 * short wait, and everything added until it ends goes out in that one call. Calls never
 * overlap; what arrives during one waits for the next. `deliver` must not throw.
 */
export function createCoalescer<T>(options: { delayMs: number; deliver(items: T[]): Promise<void> }) {
  let pending: T[] = [];
  let timer: NodeJS.Timeout | undefined;
  let delivering: Promise<void> = Promise.resolve();

  function deliverPending(): Promise<void> {
    timer = undefined;
    delivering = delivering.then(async () => {
      if (pending.length === 0) return;
      const items = pending;
      pending = [];
      await options.deliver(items);
    });
    return delivering;
  }

  return {
    add(items: T[]): void {
      if (items.length === 0) return;
      pending.push(...items);
      // The process may exit meanwhile: whoever stops it calls flush first.
      timer ??= setTimeout(() => void deliverPending(), options.delayMs).unref();
    },

    /** Delivers what is waiting now, and resolves once every call so far has finished. */
    flush(): Promise<void> {
      clearTimeout(timer);
      return deliverPending();
    },
  };
}
