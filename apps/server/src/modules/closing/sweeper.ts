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
}) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = true;

  const tick = () => {
    running = options
      .sweep()
      .then(() => undefined)
      .catch((error: unknown) => options.log.error({ err: error }, options.failureMessage))
      .finally(() => {
        running = undefined;
        if (!stopped) timer = setTimeout(tick, options.intervalMs);
      });
  };

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      timer = setTimeout(tick, 0);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
