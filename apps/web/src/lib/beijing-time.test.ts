import dayjs from 'dayjs';
import { afterAll, describe, expect, it } from 'vitest';
import { fromPickerValue, isBeforeBeijingToday, pickerValueMs, toPickerValue } from './beijing-time';

// The browser's zone must not matter: each test runs in zones either side of Beijing, with and
// without summer time. Node reads TZ afresh whenever it is set.
const ZONES = ['UTC', 'Asia/Shanghai', 'America/New_York', 'Europe/Berlin', 'Pacific/Kiritimati'];
const original = process.env.TZ;
afterAll(() => {
  process.env.TZ = original;
});

describe.each(ZONES)('date pickers in a browser in %s', (zone) => {
  process.env.TZ = zone;

  it('show a moment as Beijing’s clock reads it', () => {
    process.env.TZ = zone;
    const shown = toPickerValue('2026-12-01T01:00:00.000Z');
    expect(shown.format('YYYY-MM-DD HH:mm')).toBe('2026-12-01 09:00');
  });

  it('send what was entered as that Beijing time, to the minute', () => {
    process.env.TZ = zone;
    const entered = dayjs('2026-12-01 09:00:42');
    expect(fromPickerValue(entered)).toBe('2026-12-01T09:00:00+08:00');
    expect(pickerValueMs(entered)).toBe(Date.parse('2026-12-01T01:00:00.000Z'));
  });

  it('give back the same moment after a round trip, summer and winter', () => {
    process.env.TZ = zone;
    for (const iso of ['2026-01-15T23:30:00.000Z', '2026-07-15T16:05:00.000Z', '2026-03-29T01:30:00.000Z']) {
      expect(Date.parse(fromPickerValue(toPickerValue(iso)))).toBe(Date.parse(iso));
    }
  });

  it('judge “before today” by Beijing’s date', () => {
    process.env.TZ = zone;
    // 17:30 UTC on 30 November is already 1 December in Beijing.
    const now = Date.parse('2026-11-30T17:30:00.000Z');
    expect(isBeforeBeijingToday(dayjs('2026-11-30'), now)).toBe(true);
    expect(isBeforeBeijingToday(dayjs('2026-12-01'), now)).toBe(false);
  });
});
