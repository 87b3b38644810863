import { describe, expect, it } from 'vitest';
import { createGatePasses } from './gate-passes';

const lot = { startsAt: new Date('2026-11-26T10:00:00Z'), endsAt: new Date('2026-11-26T11:00:00Z') };
const during = new Date('2026-11-26T10:30:00Z');

function passesAt(time: { now: number }) {
  return createGatePasses({ ttlMs: 10_000, maxEntries: 2, now: () => time.now });
}

describe('gate passes', () => {
  it('hold for the same bidder, lot and organisation while the lot runs', () => {
    const passes = passesAt({ now: 0 });
    passes.remember(1, 7, 3, lot);
    expect(passes.holds(1, 7, 3, during)).toBe(true);
    expect(passes.holds(1, 7, 4, during)).toBe(false);
    expect(passes.holds(2, 7, 3, during)).toBe(false);
    expect(passes.holds(1, 8, 3, during)).toBe(false);
  });

  it('do not hold before the start, nor from the end the gate read', () => {
    const passes = passesAt({ now: 0 });
    passes.remember(1, 7, 3, lot);
    expect(passes.holds(1, 7, 3, new Date('2026-11-26T09:59:59Z'))).toBe(false);
    expect(passes.holds(1, 7, 3, lot.endsAt)).toBe(false);
  });

  it('expire, and go when forgotten', () => {
    const time = { now: 0 };
    const passes = passesAt(time);
    passes.remember(1, 7, 3, lot);
    passes.remember(1, 8, 3, lot);
    passes.forget(1, 8, 3);
    expect(passes.holds(1, 8, 3, during)).toBe(false);
    time.now = 10_000;
    expect(passes.holds(1, 7, 3, during)).toBe(false);
  });

  it('keep only the newest beyond their limit', () => {
    const passes = passesAt({ now: 0 });
    for (const userId of [1, 2, 3]) passes.remember(1, userId, 3, lot);
    expect([1, 2, 3].map((userId) => passes.holds(1, userId, 3, during))).toEqual([false, true, true]);
  });
});
