/**
 * Runs a sweep every interval, never two at once. The deadlines are in the database; the timer
 * only decides how soon after them the work happens, so a restart loses nothing.
 */
export function createSweeper(options: {
  sweep: () => Promise<unknown>;
  intervalMs: number;
  log: { error(details: object, message: string): void };
  /** Logged when a sweep fails; the next one tries again. */
  failureMessage: string;
  /** Told how many seconds after its due time each round started (a busy event loop delays it). */
  reportLag?: (seconds: number) => void;
}) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = true;

  let dueAt = 0;
  const schedule = (delayMs: number) => {
    dueAt = Date.now() + delayMs;
    timer = setTimeout(tick, delayMs);
  };
  const tick = () => {
    options.reportLag?.(Math.max(0, Date.now() - dueAt) / 1000);
    running = options
      .sweep()
      .then(() => undefined)
      .catch((error: unknown) => options.log.error({ err: error }, options.failureMessage))
      .finally(() => {
        running = undefined;
        if (!stopped) schedule(options.intervalMs);
      });
  };

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      schedule(0);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
