import { describe, expect, it } from 'vitest';
import { formatQuantity } from './quantity';
import { fenToYuan, formatCny, formatFen } from './currency';
import { formatCountdown, formatDuration, splitDuration } from './duration';
import { toChineseCapitals } from './money-capitals';
import { compactTimestamp, formatTimestamp, timestampParts } from './timestamp';

describe('amounts in Chinese capitals', () => {
  it.each([
    [1234.5, '壹仟贰佰叁拾肆元伍角'],
    [1234, '壹仟贰佰叁拾肆元整'],
    [1234.05, '壹仟贰佰叁拾肆元零伍分'],
    [1234.56, '壹仟贰佰叁拾肆元伍角陆分'],
    [0.5, '伍角'],
    [0.05, '伍分'],
    [0.56, '伍角陆分'],
    [10, '壹拾元整'],
    [100, '壹佰元整'],
    [1001, '壹仟零壹元整'],
    [1010, '壹仟零壹拾元整'],
    [10000, '壹万元整'],
    [10001, '壹万零壹元整'],
    [100010, '壹拾万零壹拾元整'],
    [1000001, '壹佰万零壹元整'],
    [20000000, '贰仟万元整'],
    [100000000, '壹亿元整'],
    [100010000, '壹亿零壹万元整'],
    [1234567890.12, '壹拾贰亿叁仟肆佰伍拾陆万柒仟捌佰玖拾元壹角贰分'],
    ['5000000', '伍佰万元整'],
    ['99.999', '壹佰元整'],
    ['0.004', '零'],
  ])('writes %j as %s', (amount, capitals) => {
    expect(toChineseCapitals(amount)).toBe(capitals);
  });

  it('writes 零 for zero', () => {
    expect(toChineseCapitals(0)).toBe('零');
    expect(toChineseCapitals('0.00')).toBe('零');
  });

  it.each([null, undefined, -1, '-1', 'abc', '1e5', '', ' 12', NaN, Infinity, {}, [1]])(
    'gives an empty string for %j',
    (input) => {
      expect(toChineseCapitals(input)).toBe('');
    },
  );
});

describe('currency', () => {
  it('formats yuan as zh-CN CNY', () => {
    expect(formatCny(1234.5)).toBe('¥1,234.50');
    expect(formatCny(0)).toBe('¥0.00');
  });

  it('turns integer fen into yuan only for display', () => {
    expect(fenToYuan(123450)).toBe(1234.5);
    expect(formatFen(100000001)).toBe('¥1,000,000.01');
  });
});

describe('durations', () => {
  it('step 60 seconds, 60 minutes, 24 hours', () => {
    expect(splitDuration(90061)).toEqual({ days: 1, hours: 1, minutes: 1, seconds: 1 });
    expect(splitDuration(-5)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  it('are written in their largest unit', () => {
    expect(formatDuration(45)).toBe('45秒');
    expect(formatDuration(60)).toBe('1分钟');
    expect(formatDuration(3599)).toBe('59分钟');
    expect(formatDuration(3600 * 5)).toBe('5小时');
    expect(formatDuration(86_400 * 2 + 5)).toBe('2天');
  });
});

describe('timestamps', () => {
  it('give the China date as yyyyMMdd plus hour, minute and second', () => {
    expect(timestampParts(new Date('2026-11-21T16:05:09Z'))).toEqual({
      date: '20261122',
      hour: '00',
      minute: '05',
      second: '09',
    });
    expect(compactTimestamp(new Date('2026-01-02T03:04:05Z'))).toBe('20260102110405');
    expect(formatTimestamp(new Date('2026-01-02T23:04:05Z'))).toBe('2026-01-03 07:04:05');
  });
});

describe('formatQuantity', () => {
  it('writes a quantity as people do: no trailing zeros, thousands grouped, the unit’s label', () => {
    expect(formatQuantity('3.000', '台')).toBe('3 台');
    expect(formatQuantity('120.500', '吨')).toBe('120.5 吨');
    expect(formatQuantity('1200', '件')).toBe('1,200 件');
    expect(formatQuantity(0.125, '千克')).toBe('0.125 千克');
  });

  it('leaves out a missing unit rather than printing a stray space', () => {
    expect(formatQuantity('8.000', '')).toBe('8');
  });
});

describe('a countdown', () => {
  it('shows days, then hours, minutes and seconds, rounding the last second up', () => {
    expect(formatCountdown(((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000)).toBe('2天 03:04:05');
    expect(formatCountdown(59_001)).toBe('00:01:00');
    expect(formatCountdown(0)).toBe('00:00:00');
  });
});
