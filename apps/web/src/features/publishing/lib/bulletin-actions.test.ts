import { describe, expect, it } from 'vitest';
import { canWithdraw, isEditable } from './bulletin-actions';

const NOW = Date.parse('2026-12-01T08:00:00+08:00');

describe('what a seller may do with a bulletin', () => {
  it('edits, submits and deletes drafts, rejected and withdrawn bulletins only', () => {
    expect(['draft', 'rejected', 'withdrawn'].every((status) => isEditable(status as never))).toBe(true);
    expect(['submitted', 'published', 'bidding', 'ended'].some((status) => isEditable(status as never))).toBe(
      false,
    );
  });

  it('withdraws one waiting for review, or published before its first lot opens', () => {
    expect(canWithdraw({ status: 'submitted', firstStartsAt: '2026-11-30T09:00:00+08:00' }, NOW)).toBe(true);
    expect(canWithdraw({ status: 'published', firstStartsAt: '2026-12-02T09:00:00+08:00' }, NOW)).toBe(true);
    expect(canWithdraw({ status: 'published', firstStartsAt: '2026-12-01T07:59:00+08:00' }, NOW)).toBe(false);
    expect(canWithdraw({ status: 'bidding', firstStartsAt: '2026-12-02T09:00:00+08:00' }, NOW)).toBe(false);
    expect(canWithdraw({ status: 'draft', firstStartsAt: null }, NOW)).toBe(false);
  });
});
