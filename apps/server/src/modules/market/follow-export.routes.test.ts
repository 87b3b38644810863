import { describe, expect, it } from 'vitest';
import { addBidders, dataOf, lotInput, type Bidder, useAuctionApp } from '../../../test/auction-fixtures';
import { errorOf } from '../../../test/bulletin-fixtures';
import { bulletinAt } from '../../../test/market-fixtures';
import { expectXlsxDownload } from '../../../test/answers';

/** 我的关注's export: the lots the caller follows, with prices in yuan and their reminders. */

const { t, tokens } = useAuctionApp();

const follow = (who: { token: string }, lotId: number, remind: boolean) =>
  t.call('POST', 'lotSubscribe', { token: who.token, body: { lotId, remind } });
const exportOf = (token: string, body: Record<string, unknown> = {}) =>
  t.call('POST', 'followExport', { token, body });

describe('exporting 我的关注', () => {
  it('gives the follower only their own lots, with the bulletin, prices in yuan and reminders', async () => {
    const [alice, bob] = (await addBidders(t, 2)) as [Bidder, Bidder];
    const bulletin = await bulletinAt(t, tokens, 'published', {
      title: '我的关注导出测试公告',
      lots: ['我的关注导出测试甲', '我的关注导出测试乙', '我的关注导出测试丙'].map((title) =>
        lotInput(t, { title, startPriceFen: 120_000 }),
      ),
    });
    const [first, second, third] = bulletin.lots.map((lot) => lot.id) as [number, number, number];
    dataOf(await follow(alice, first, true));
    dataOf(await follow(alice, second, false));
    dataOf(await follow(bob, third, true));

    // One row a page: the export still reads them all.
    const answer = await exportOf(alice.token, { current: 1, size: 1 });
    const sheet = await expectXlsxDownload(answer, '我的关注');
    expect(sheet.name).toBe('我的关注');
    expect(sheet.header).toEqual([
      '标的编号',
      '标的',
      '公告',
      '委托方',
      '起拍价（元）',
      '当前价（元）',
      '保证金（元）',
      '出价次数',
      '开始时间',
      '结束时间',
      '状态',
      '开拍提醒',
    ]);
    expect(sheet.records.map((row) => row['标的']).sort()).toEqual(
      ['我的关注导出测试甲', '我的关注导出测试乙'].sort(),
    );
    expect(sheet.records.find((row) => row['标的'] === '我的关注导出测试甲')).toMatchObject({
      标的编号: bulletin.lots[0]!.lotNo,
      公告: '我的关注导出测试公告',
      委托方: '江苏华东再生资源有限公司',
      '起拍价（元）': 1200,
      // Nobody has bid: the price so far is the start price, as the list shows it.
      '当前价（元）': 1200,
      出价次数: 0,
      状态: '即将开始',
      开拍提醒: '是',
    });
    expect(sheet.records.find((row) => row['标的'] === '我的关注导出测试乙')).toMatchObject({
      开拍提醒: '否',
    });
  });

  it('is refused to a seller, who may follow a lot but has no 我的关注', async () => {
    const bulletin = await bulletinAt(t, tokens, 'published');
    dataOf(await follow({ token: tokens.seller }, bulletin.lots[0]!.id, true));
    expect(errorOf(await exportOf(tokens.seller)).status).toBe(403);
  });
});
