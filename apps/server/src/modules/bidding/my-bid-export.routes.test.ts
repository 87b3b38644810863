import { describe, expect, it } from 'vitest';
import { dataOf, freezeDeposits, useAuctionApp } from '../../../test/auction-fixtures';
import { errorOf } from '../../../test/bulletin-fixtures';
import { bidCalls, liveLot } from '../../../test/bidding-fixtures';
import { readSheet } from '../../../test/excel-fixtures';
import { expectXlsxDownload } from '../../../test/answers';

/** 我的竞价's export: the lots the caller bid on, where they stand on each, in yuan. */

const { t, tokens } = useAuctionApp();

const { bid, setMax } = bidCalls(t);
const exportOf = (token: string, body: Record<string, unknown> = {}) =>
  t.call('POST', 'myBidsExport', { token, body });

/** Two bidders on one lot, the second leading by their maximum; the second alone on another lot. */
async function twoLots() {
  const shared = await liveLot(t, tokens, 2, { title: '我的竞价导出测试甲' });
  const [first, second] = shared.bidders as [(typeof shared.bidders)[0], (typeof shared.bidders)[0]];
  // Opening the second lot moves the clock to its start, still within the first lot's hour.
  const own = await liveLot(t, tokens, 0, { title: '我的竞价导出测试乙' });
  await freezeDeposits(t, own.lotId, [second]);
  dataOf(await bid(first, shared.lotId, 100_000));
  dataOf(await setMax(second, shared.lotId, 150_000));
  dataOf(await bid(second, own.lotId, 100_000));
  return { first, second };
}

describe('exporting 我的竞价', () => {
  it('gives the bidder only their own lots, with their standing and the prices in yuan', async () => {
    const { first } = await twoLots();
    const answer = await exportOf(first.token);
    const sheet = await expectXlsxDownload(answer, '我的竞价');
    expect(sheet.name).toBe('我的竞价');
    expect(sheet.header).toEqual([
      '标的编号',
      '标的',
      '竞价方式',
      '我的代号',
      '状态',
      '标的状态',
      '当前价（元）',
      '我的最高出价（元）',
      '我的最高价（元）',
      '出价次数',
      '开始时间',
      '结束时间',
    ]);
    expect(sheet.records).toHaveLength(1);
    expect(sheet.records[0]).toMatchObject({
      标的: '我的竞价导出测试甲',
      竞价方式: '增价',
      状态: '已被超越',
      标的状态: '竞价中',
      '当前价（元）': 1100,
      '我的最高出价（元）': 1000,
      出价次数: 2,
    });
    // No maximum set: the cell is left empty rather than reading 0.
    expect(sheet.records[0]!['我的最高价（元）']).toBeUndefined();
    expect(sheet.records[0]!['开始时间']).toBeInstanceOf(Date);
  });

  it('reads every page of the list, not only the one on screen', async () => {
    const { second } = await twoLots();
    const sheet = await readSheet((await exportOf(second.token, { current: 1, size: 1 })).rawPayload);
    expect(sheet.records.map((row) => row['标的']).sort()).toEqual(
      ['我的竞价导出测试乙', '我的竞价导出测试甲'].sort(),
    );
    expect(sheet.records.find((row) => row['标的'] === '我的竞价导出测试甲')).toMatchObject({
      状态: '领先',
      '我的最高出价（元）': 1100,
      '我的最高价（元）': 1500,
    });
  });

  it('is refused to a seller, who has no 我的竞价', async () => {
    expect(errorOf(await exportOf(tokens.seller)).status).toBe(403);
  });
});
