/** The first retry of an order whose documents failed; each later one waits twice as long. */
export const FIRST_RETRY_MS = 30_000;
/** A broken order is still tried twice an hour, so a fix (a font, a full disk) heals it unattended. */
export const LONGEST_RETRY_MS = 30 * 60_000;

interface Failing {
  failures: number;
  retryAt: number;
}

/**
 * Orders whose documents could not be made, each set aside until its next try: one broken
 * order neither blocks the others nor fills the log every sweep, and is retried with backoff
 * rather than only after a restart.
 */
export function createRetrySchedule() {
  const failing = new Map<number, Failing>();
  return {
    /** The orders still waiting out their backoff at `now`. */
    waiting(now: number): number[] {
      return [...failing].filter(([, entry]) => entry.retryAt > now).map(([orderId]) => orderId);
    },
    /** Whether the order failed before (its attempt now is a retry). */
    isRetry: (orderId: number) => failing.has(orderId),
    failed(orderId: number, now: number) {
      const failures = (failing.get(orderId)?.failures ?? 0) + 1;
      const delay = Math.min(FIRST_RETRY_MS * 2 ** (failures - 1), LONGEST_RETRY_MS);
      failing.set(orderId, { failures, retryAt: now + delay });
    },
    succeeded(orderId: number) {
      failing.delete(orderId);
    },
  };
}
