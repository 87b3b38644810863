import { describe, expect, it } from 'vitest';
import { chinaDate, chinaWallTime, formatTimestamp, fromChinaWallTime } from './timestamp';

describe('Beijing wall-clock time', () => {
  it('reads a moment as Beijing’s clock shows it, across the date line', () => {
    expect(chinaWallTime(new Date('2026-11-30T17:30:05Z'))).toBe('2026-12-01T01:30:05');
    expect(formatTimestamp(new Date('2026-11-30T17:30:05Z'))).toBe('2026-12-01 01:30:05');
    expect(chinaDate(new Date('2026-11-30T17:30:05Z'))).toBe('2026-12-01');
  });

  it('turns Beijing’s clock back into the moment, with or without seconds', () => {
    expect(fromChinaWallTime('2026-12-01T09:30')).toBe('2026-12-01T09:30:00+08:00');
    expect(fromChinaWallTime('2026-12-01T09:30:15')).toBe('2026-12-01T09:30:15+08:00');
    expect(Date.parse(fromChinaWallTime('2026-12-01T01:30:05'))).toBe(Date.parse('2026-11-30T17:30:05Z'));
  });

  it('gives the same moment back for every time of a year (China has no summer time)', () => {
    for (let hour = 0; hour < 365 * 24; hour += 7) {
      const at = new Date(Date.UTC(2026, 0, 1) + hour * 3_600_000);
      expect(Date.parse(fromChinaWallTime(chinaWallTime(at)))).toBe(at.getTime());
    }
  });
});
