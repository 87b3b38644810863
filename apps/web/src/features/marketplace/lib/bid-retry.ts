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
