import type { SaleDocument } from '@lyp/shared/auction/contract.schemas';
import { describe, expect, it } from 'vitest';
import { dataOf, useAuctionApp } from '../../../test/auction-fixtures';
import { soldOrder } from '../../../test/order-fixtures';
import { expectXlsxDownload } from '../../../test/answers';

/** 费用合同's and 三方合同's exports: the caller's contracts as filtered, with who has confirmed. */

const { t, tokens } = useAuctionApp();

type ExportName = 'buyerContractsExport' | 'sellerContractsExport' | 'tripartiteContractsExport';

const exported = async (name: ExportName, token: string, body: Record<string, unknown> = {}) =>
  expectXlsxDownload(await t.call('POST', name, { token, body }));

describe('exporting the contract lists', () => {
  it('gives the buyer their 买受人合同 with the price in yuan and who is yet to confirm', async () => {
    const { order, buyer } = await soldOrder(t, tokens, { priceFen: 130_000 });
    const { fileName, records } = await exported('buyerContractsExport', buyer.token);
    expect(fileName).toMatch(/买受人合同-\d{8}\.xlsx/);
    expect(records).toEqual([
      expect.objectContaining({
        订单编号: order.orderNo,
        '成交价（元）': 1300,
        签署状态: '待买受人签署',
        版本: 1,
      }),
    ]);
    // The buyer has no seller's contracts to export.
    expect((await exported('sellerContractsExport', buyer.token)).records).toEqual([]);
  });

  it('prints each confirmation of the 三方合同 and keeps to the keyword', async () => {
    const { order, buyer } = await soldOrder(t, tokens, { lot: { title: '三方合同导出测试废铝' } });
    const [tripartite] = dataOf<{ records: SaleDocument[] }>(
      await t.call('POST', 'tripartiteContracts', { token: buyer.token, body: {} }),
    ).records;
    dataOf(await t.call('POST', 'contractConfirm', { token: buyer.token, params: { id: tripartite!.id } }));

    const { fileName, records } = await exported('tripartiteContractsExport', tokens.seller, {
      keyword: '三方合同导出测试废铝',
    });
    expect(fileName).toMatch(/三方合同-\d{8}\.xlsx/);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ 订单编号: order.orderNo, 签署状态: '待委托方签署', 版本: 2 });
    expect(String(records[0]!['签署记录'])).toMatch(/^买受人 .+ \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('is refused to an auditor, who is party to no contract', async () => {
    for (const name of [
      'buyerContractsExport',
      'sellerContractsExport',
      'tripartiteContractsExport',
    ] as const) {
      expect((await t.call('POST', name, { token: tokens.auditor, body: {} })).statusCode).toBe(403);
    }
  });
});
