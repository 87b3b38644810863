import { ApiError } from '../../../lib/api-client';

/**
 * Whether a bid that failed may have been placed all the same, so its retry must carry the same
 * client bid id (the server then answers it once, never placing it twice): no answer at all
 * (0, a network failure), our own 30-second timeout or the server's (408), or a server failure
 * or BID_BUSY (5xx). Any other answer is the server's decision: the next attempt is a new bid.
 */
export function isBidOutcomeUnknown(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status === 0 || error.status === 408 || error.status >= 500;
}

const BUSY_RETRIES = 3;

/** Sends a bid, retrying with the same client id while the server says the result is unconfirmed. */
export async function sendWithRetries<T>(send: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await send();
    } catch (error) {
      // BID_BUSY: the same id can be sent again safely; it never places a second bid.
      if (!(error instanceof ApiError && error.status === 503) || attempt >= BUSY_RETRIES) throw error;
      await new Promise((resolve) => setTimeout(resolve, 1000 * (attempt + 1)));
    }
  }
}
