import { DEFAULT_COMMISSION_TIERS, type CommissionTier } from '@lyp/shared/auction/auction-rules';
import type { CommissionTiersView } from '@lyp/shared/system/commission.schemas';
import type { OperationLog } from '@lyp/shared/system/operation-log.schemas';
import { isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { errorOf } from '../../../test/bulletin-fixtures';
import { commissionTiers } from '../../db/schema';
import { useTestApp } from '../../../test/use-test-app';
import { reseed } from '../../../test/test-seed';

const YUAN = 100;

describe('the platform’s default commission tiers', () => {
  const { t, tokens } = useTestApp({ signIn: ['admin'] });

  const getDefault = async (token = tokens.admin) => t.send('commissionDefaultGet', {}, token);
  const saveDefault = async (tiers: unknown, token = tokens.admin) =>
    t.send('commissionDefaultSave', { tiers }, token);
  const storedDefault = async () => (await getDefault()).json<{ data: CommissionTiersView }>().data.tiers;

  it('start as the built-in tiers, written by the seed', async () => {
    const response = await getDefault();
    expect(response.statusCode).toBe(200);
    const data = response.json<{ data: CommissionTiersView }>().data;
    expect(data.tiers).toEqual(DEFAULT_COMMISSION_TIERS);
    expect(data.updatedAt).not.toBeNull();
  });

  it('are saved in fen and basis points, and the change is in the operation log with before and after', async () => {
    const tiers: CommissionTier[] = [
      { upToFen: 500_000 * YUAN, rateBps: 450 },
      { upToFen: 5_000_000 * YUAN, rateBps: 250 },
      { upToFen: null, rateBps: 80 },
    ];
    const response = await saveDefault(tiers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ code: 0, msg: '平台默认佣金已保存', data: { tiers } });
    expect(await storedDefault()).toEqual(tiers);

    const logs = (
      await t.send('operationLogPage', { current: 1, size: 10, targetType: 'commission' }, tokens.admin)
    ).json<{ data: { records: OperationLog[] } }>().data.records;
    expect(logs[0]).toMatchObject({
      action: 'commission.default.update',
      targetId: 'default',
      summary: '修改平台默认佣金档位（3 档）',
      before: { tiers: DEFAULT_COMMISSION_TIERS },
      after: { tiers },
    });
  });

  it('accept a single unbounded band: one flat rate for every price', async () => {
    expect((await saveDefault([{ upToFen: null, rateBps: 0 }])).statusCode).toBe(200);
    expect(await storedDefault()).toEqual([{ upToFen: null, rateBps: 0 }]);
  });

  describe('refuse bands that do not cover every price once, naming the band', () => {
    const cases: Array<[string, unknown, string, string]> = [
      [
        'a gap: a middle band without an upper bound',
        [
          { upToFen: 100_000, rateBps: 500 },
          { upToFen: null, rateBps: 300 },
          { upToFen: null, rateBps: 100 },
        ],
        'tiers.1.upToFen',
        '第 2 档须填写上限：只有最后一档不设上限，否则后面的档位无从开始',
      ],
      [
        'an overlap: a band ending where the previous one ends',
        [
          { upToFen: 100_000, rateBps: 500 },
          { upToFen: 100_000, rateBps: 300 },
          { upToFen: null, rateBps: 100 },
        ],
        'tiers.1.upToFen',
        '第 2 档上限须大于第 1 档上限',
      ],
      [
        'descending bounds',
        [
          { upToFen: 500_000, rateBps: 500 },
          { upToFen: 600_000, rateBps: 400 },
          { upToFen: 200_000, rateBps: 300 },
          { upToFen: null, rateBps: 100 },
        ],
        'tiers.2.upToFen',
        '第 3 档上限须大于第 2 档上限',
      ],
      [
        'a rate over 5 %',
        [
          { upToFen: 100_000, rateBps: 500 },
          { upToFen: null, rateBps: 501 },
        ],
        'tiers.1.rateBps',
        '第 2 档费率不能超过 5%',
      ],
      ['a negative rate', [{ upToFen: null, rateBps: -1 }], 'tiers.0.rateBps', '第 1 档费率不能小于 0%'],
      [
        'no unbounded last band',
        [
          { upToFen: 100_000, rateBps: 500 },
          { upToFen: 200_000, rateBps: 300 },
        ],
        'tiers.1.upToFen',
        '最后一档（第 2 档）须为“以上”，不设上限',
      ],
      ['no band at all', [], 'tiers', '请至少设置 1 档佣金'],
      [
        'more than ten bands',
        [
          ...Array.from({ length: 10 }, (_, i) => ({ upToFen: (i + 1) * 1000, rateBps: 100 })),
          { upToFen: null, rateBps: 50 },
        ],
        'tiers',
        '佣金最多设置 10 档',
      ],
      [
        'a rate in percent rather than whole basis points',
        [{ upToFen: null, rateBps: 2.5 }],
        'tiers.0.rateBps',
        '第 1 档费率必须是整数（单位：基点，1% = 100）',
      ],
      [
        'a bound in yuan text rather than fen',
        [
          { upToFen: '1000', rateBps: 100 },
          { upToFen: null, rateBps: 50 },
        ],
        'tiers.0.upToFen',
        '第 1 档上限必须是数字（单位：分）',
      ],
    ];

    it.each(cases)('%s', async (_name, tiers, field, message) => {
      const before = await storedDefault();
      const answer = errorOf(await saveDefault(tiers));
      expect(answer).toMatchObject({ status: 400, error: 'VALIDATION_FAILED', msg: message });
      expect(answer.fields).toContainEqual({ field, msg: message });
      expect(await storedDefault()).toEqual(before);
    });
  });

  it('are refused to users without the commission permissions, whatever their page shows', async () => {
    for (const name of ['seller', 'buyer', 'auditor']) {
      const token = await t.signIn(name);
      const read = errorOf(await getDefault(token));
      expect(read).toMatchObject({ status: 403, error: 'PERMISSION_DENIED' });
      expect(read.msg).toContain('查看佣金设置');
      const write = errorOf(await saveDefault([{ upToFen: null, rateBps: 500 }], token));
      expect(write).toMatchObject({ status: 403, msg: expect.stringContaining('修改佣金设置') as unknown });
    }
    expect(await storedDefault()).not.toEqual([{ upToFen: null, rateBps: 500 }]);
  });

  it('are never overwritten by a later seed, and restored by it when none are stored', async () => {
    const tiers = [
      { upToFen: 1_000 * YUAN, rateBps: 100 },
      { upToFen: null, rateBps: 10 },
    ];
    expect((await saveDefault(tiers)).statusCode).toBe(200);
    await reseed(t);
    expect(await storedDefault()).toEqual(tiers);

    await t.database.db.delete(commissionTiers).where(isNull(commissionTiers.sellerOrgId));
    await reseed(t);
    expect(await storedDefault()).toEqual(DEFAULT_COMMISSION_TIERS);
  });
});
