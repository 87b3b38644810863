import { describe, expect, it } from 'vitest';
import { dataOf, useAuctionApp } from '../../../test/auction-fixtures';
import { errorOf } from '../../../test/bulletin-fixtures';
import { soldOrder } from '../../../test/order-fixtures';
import { readSheet } from '../../../test/excel-fixtures';
import { expectXlsxDownload } from '../../../test/answers';

/** Exports of the order lists: the list as filtered, every page of it, in yuan, as .xlsx. */

const { t, tokens } = useAuctionApp();

describe('exporting the order lists', () => {
  it('gives the seller its orders as filtered, with Chinese headers and amounts in yuan', async () => {
    const { order } = await soldOrder(t, tokens, { lot: { title: '废铝型材导出测试' }, priceFen: 130_000 });
    const answer = await t.call('POST', 'sellerOrdersExport', {
      token: tokens.seller,
      body: { keyword: '废铝型材导出测试' },
    });
    const sheet = await expectXlsxDownload(answer, '订单管理');
    expect(sheet.header.slice(0, 6)).toEqual([
      '订单编号',
      '成交时间',
      '标的',
      '委托方',
      '买受人',
      '成交价（元）',
    ]);
    expect(sheet.rows).toHaveLength(1);
    const row = Object.fromEntries(sheet.header.map((name, index) => [name, sheet.rows[0]![index]]));
    expect(row).toMatchObject({
      订单编号: order.orderNo,
      标的: '废铝型材导出测试',
      '成交价（元）': 1300,
      '应付货款（元）': order.amountDueFen / 100,
      订单状态: '待付款',
    });
  });

  it('reads every page, not only the first', async () => {
    const first = await soldOrder(t, tokens, { lot: { title: '分页导出测试甲' } });
    const second = await soldOrder(t, tokens, { lot: { title: '分页导出测试乙' } });
    const answer = await t.call('POST', 'platformOrdersExport', {
      token: tokens.auditor,
      body: { keyword: '分页导出测试', size: 1, current: 1 },
    });
    const sheet = await readSheet(answer.rawPayload);
    expect(sheet.rows.map((row) => row[0]).sort()).toEqual(
      [first.order.orderNo, second.order.orderNo].sort(),
    );
  });

  it('gives the buyer their own side of their orders, without the seller’s settlement', async () => {
    const { order, buyer } = await soldOrder(t, tokens, { lot: { title: '我的订单导出测试' } });
    const sheet = await readSheet(
      (await t.call('POST', 'myOrdersExport', { token: buyer.token, body: {} })).rawPayload,
    );
    expect(sheet.name).toBe('我的订单');
    expect(sheet.rows.map((row) => row[0])).toEqual([order.orderNo]);
    expect(sheet.header).not.toContain('佣金（元）');
    expect(sheet.header).not.toContain('结算金额（元）');
    expect(sheet.header).toContain('应付货款（元）');
  });

  it('is refused to a buyer, who holds neither list', async () => {
    const { buyer } = await soldOrder(t, tokens);
    for (const name of ['sellerOrdersExport', 'platformOrdersExport'] as const) {
      expect(errorOf(await t.call('POST', name, { token: buyer.token, body: {} })).status).toBe(403);
    }
    dataOf(await t.call('POST', 'myOrders', { token: buyer.token, body: {} }));
  });
});
