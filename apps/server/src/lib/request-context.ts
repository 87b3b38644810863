import { AsyncLocalStorage } from 'node:async_hooks';

const requests = new AsyncLocalStorage<string>();

/**
 * Runs the rest of a request's handling with its id in reach of every log call it makes,
 * services' included (they log through the app's logger, not the request's).
 */
export function runInRequest<T>(requestId: string, work: () => T): T {
  return requests.run(requestId, work);
}

/** The id of the request whose work is running now; undefined in background work (sweeps). */
export const currentRequestId = (): string | undefined => requests.getStore();
