import type { RuleObject } from 'antd/es/form';
import dayjs from 'dayjs';
import { afterAll, describe, expect, it } from 'vitest';
import { startsAtRules } from './lot-rules';

const original = process.env.TZ;
afterAll(() => {
  process.env.TZ = original;
});

/** 09:00 in Beijing. */
const now = () => Date.parse('2026-12-01T01:00:00.000Z');
const check = (shown: string) => {
  const [rule] = startsAtRules(now)(() => undefined) as [RuleObject];
  return rule.validator!(rule, dayjs(shown), () => undefined);
};

describe('the start time’s rule in a browser away from Beijing', () => {
  it('reads the picked time as Beijing time when it compares it with now', async () => {
    process.env.TZ = 'UTC';
    await expect(check('2026-12-01 09:30')).resolves.toBeUndefined();
    await expect(check('2026-12-01 08:30')).rejects.toThrow('竞价开始时间须晚于当前时间');
    process.env.TZ = 'America/Los_Angeles';
    await expect(check('2026-12-01 08:30')).rejects.toThrow('竞价开始时间须晚于当前时间');
  });
});
