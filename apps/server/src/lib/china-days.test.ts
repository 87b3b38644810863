import { describe, expect, it } from 'vitest';
import { chinaDayEnd, chinaDayStart } from './china-days';

describe('a day as China reads it', () => {
  it('starts at midnight Beijing time, which is 16:00 UTC the day before', () => {
    expect(chinaDayStart('2026-11-27').toISOString()).toBe('2026-11-26T16:00:00.000Z');
  });

  it('ends at the next midnight Beijing time, so the whole last day of a range counts', () => {
    expect(chinaDayEnd('2026-12-31').toISOString()).toBe('2026-12-31T16:00:00.000Z');
  });
});
