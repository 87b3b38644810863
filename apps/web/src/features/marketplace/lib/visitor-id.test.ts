// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { lotViewsQuery } from '../api/bidding-api';
import { visitorId } from './visitor-id';

describe('the browser’s visitor id', () => {
  it('is made once and kept, so the same browser counts as the same visitor', () => {
    window.localStorage.clear();
    const first = visitorId();
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(visitorId()).toBe(first);
  });

  it('goes with each lot page’s visit, to be counted by', () => {
    expect(lotViewsQuery(7).queryKey).toEqual(['lotBrowse', { lotId: 7, visitorId: visitorId() }]);
  });
});
