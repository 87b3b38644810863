import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { isBidOutcomeUnknown } from './bid-retry';

describe('whether a failed bid may stand', () => {
  it('is unknown without an answer, after a timeout, or on a server failure: the id is kept', () => {
    for (const status of [0, 408, 500, 503])
      expect(isBidOutcomeUnknown(new ApiError('失败', status))).toBe(true);
    expect(isBidOutcomeUnknown(new TypeError('Failed to fetch'))).toBe(true);
  });

  it('is known when the server refused it: the next attempt is a new bid', () => {
    for (const status of [400, 401, 403, 404, 409, 429])
      expect(isBidOutcomeUnknown(new ApiError('拒绝', status))).toBe(false);
  });
});
