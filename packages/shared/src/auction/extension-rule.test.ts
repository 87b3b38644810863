import { describe, expect, it } from 'vitest';
import { extensionLimitText, extensionRuleText } from './extension-rule';

describe('a lot’s extension rule in words', () => {
  it('says how a late bid moves the end', () => {
    expect(extensionRuleText({ extensionMinutes: 5, maxExtensions: null, hardEndAt: null })).toBe(
      '结束前 5 分钟内有出价，结束时间顺延 5 分钟',
    );
  });

  it('names both limits, the latest end in Beijing time', () => {
    expect(
      extensionLimitText({ extensionMinutes: 5, maxExtensions: 3, hardEndAt: '2026-12-01T10:00:00.000Z' }),
    ).toBe('最多延时 3 次；最晚 2026-12-01 18:00 结束');
  });

  it('says 不限 when the seller set no limit', () => {
    expect(extensionLimitText({ extensionMinutes: 5, maxExtensions: null, hardEndAt: null })).toBe('不限');
  });
});
