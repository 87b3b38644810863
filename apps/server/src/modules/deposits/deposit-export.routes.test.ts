import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { freezeDeposits, useAuctionApp } from '../../../test/auction-fixtures';
import { errorOf } from '../../../test/bulletin-fixtures';
import { publishedLot, returnDeposit } from '../../../test/deposit-fixtures';
import { deposits } from '../../db/schema';
import { soldOrder } from '../../../test/order-fixtures';
import { readSheet } from '../../../test/excel-fixtures';
import { dataOf, expectXlsxDownload } from '../../../test/answers';

/**
 * 保证金管理's export and the bidder's own 我的保证金: the deposits as filtered, with where
 * each one's money stands, in yuan.
 */

const { t, tokens } = useAuctionApp();

describe('exporting 保证金管理', () => {
  it('lists the filtered lot’s deposits: the winner’s applied to the price, the other’s being returned', async () => {
    const { order, loser } = await soldOrder(t, tokens, { lot: { title: '保证金导出测试废铜' } });
    const answer = await t.call('POST', 'marginAuditExport', {
      token: tokens.auditor,
      body: { lotKeyword: '保证金导出测试废铜' },
    });
    const { records: rows } = await expectXlsxDownload(answer, '保证金管理');
    expect(rows).toHaveLength(2);
    const deposit = order.depositAppliedFen / 100;
    expect(rows.find((row) => row['状态'] === '已转货款')).toMatchObject({
      标的: '保证金导出测试废铜',
      '保证金（元）': deposit,
      '已转货款（元）': deposit,
    });
    expect(rows.find((row) => row['状态'] === '退还中')).toMatchObject({
      手机号: loser.phone,
      '退还中（元）': deposit,
    });
  });

  it('names who returned a deposit, when, and the refund transfer’s bank reference', async () => {
    const { order, loser } = await soldOrder(t, tokens, { lot: { title: '保证金导出退款流水' } });
    const [returning] = await t.database.db
      .select({ id: deposits.id })
      .from(deposits)
      .where(and(eq(deposits.lotId, order.lotId), eq(deposits.userId, loser.userId)));
    dataOf(
      await returnDeposit(t, tokens.auditor, returning!.id, { transferReference: 'ICBC20261129000456' }),
    );
    const answer = await t.call('POST', 'marginAuditExport', {
      token: tokens.auditor,
      body: { lotKeyword: '保证金导出退款流水' },
    });
    const { records } = await expectXlsxDownload(answer, '保证金管理');
    expect(records.find((row) => row['状态'] === '已退还')).toMatchObject({
      退款流水号: 'ICBC20261129000456',
      经办人: '王芳',
      经办时间: expect.anything(),
    });
  });

  it('is refused to a bidder', async () => {
    const { buyer } = await soldOrder(t, tokens);
    expect(errorOf(await t.call('POST', 'marginAuditExport', { token: buyer.token, body: {} })).status).toBe(
      403,
    );
  });
});

describe('exporting 我的保证金', () => {
  /** The winner of a sold lot with a second deposit, frozen on a lot not yet run. */
  async function twoDeposits() {
    const sold = await soldOrder(t, tokens, { lot: { title: '我的保证金导出测试成交' } });
    const { lotId } = await publishedLot(t, tokens, { title: '我的保证金导出测试冻结' });
    await freezeDeposits(t, lotId, [sold.buyer]);
    return { ...sold, frozenLotId: lotId };
  }
  const exportOf = (token: string, body: Record<string, unknown> = {}) =>
    t.call('POST', 'myMarginsExport', { token, body });

  it('gives the bidder only their own deposits, with where the money stands in yuan', async () => {
    const { order, buyer } = await twoDeposits();
    const answer = await exportOf(buyer.token);
    const sheet = await expectXlsxDownload(answer, '我的保证金');
    expect(sheet.name).toBe('我的保证金');
    expect(sheet.header).toEqual([
      '标的编号',
      '标的',
      '保证金（元）',
      '状态',
      '冻结中（元）',
      '退还中（元）',
      '已退还（元）',
      '已转货款（元）',
      '已罚没（元）',
      '缴纳时间',
      '确认到账时间',
      '应退还时间',
      '退还时间',
      '驳回原因',
    ]);
    // The loser's deposit on the same lot is theirs, not the winner's.
    expect(sheet.records).toHaveLength(2);
    const deposit = order.depositAppliedFen / 100;
    expect(sheet.records.find((row) => row['状态'] === '已转货款')).toMatchObject({
      标的: '我的保证金导出测试成交',
      '保证金（元）': deposit,
      '已转货款（元）': deposit,
      '冻结中（元）': 0,
    });
    expect(sheet.records.find((row) => row['状态'] === '已冻结')).toMatchObject({
      标的: '我的保证金导出测试冻结',
    });
  });

  it('keeps to the list’s filters: by status and by lot', async () => {
    const { order, buyer, loser, frozenLotId } = await twoDeposits();
    const titles = async (token: string, body: Record<string, unknown>) =>
      (await readSheet((await exportOf(token, body)).rawPayload)).records.map((row) => row['标的']);
    expect(await titles(buyer.token, { status: 'frozen' })).toEqual(['我的保证金导出测试冻结']);
    expect(await titles(buyer.token, { lotId: order.lotId })).toEqual(['我的保证金导出测试成交']);
    expect(await titles(loser.token, { lotId: frozenLotId })).toEqual([]);
    const [returning] = (await readSheet((await exportOf(loser.token)).rawPayload)).records;
    expect(returning).toMatchObject({ 状态: '退还中', '退还中（元）': order.depositAppliedFen / 100 });
  });

  it('is refused to an auditor, who has no 我的保证金', async () => {
    expect(errorOf(await exportOf(tokens.auditor)).status).toBe(403);
  });
});
