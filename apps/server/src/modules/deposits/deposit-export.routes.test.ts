import { describe, expect, it } from 'vitest';
import { type DemoTokens, useAuctionApp } from '../../../test/auction-fixtures';
import { errorOf } from '../../../test/bulletin-fixtures';
import { soldOrder } from '../../../test/order-fixtures';
import { readSheet } from '../../../test/excel-fixtures';
import type { TestApp } from '../../../test/test-app';

/** 保证金管理's export: the deposits as filtered, with where each one's money stands, in yuan. */

let t: TestApp;
let tokens: DemoTokens;

useAuctionApp((app, signedIn) => {
  t = app;
  tokens = signedIn;
});

const rowsOf = async (bytes: Buffer) => (await readSheet(bytes)).records;

describe('exporting 保证金管理', () => {
  it('lists the filtered lot’s deposits: the winner’s applied to the price, the other’s being returned', async () => {
    const { order, loser } = await soldOrder(t, tokens, { lot: { title: '保证金导出测试废铜' } });
    const answer = await t.call('POST', 'marginAuditExport', {
      token: tokens.auditor,
      body: { lotKeyword: '保证金导出测试废铜' },
    });
    expect(answer.statusCode).toBe(200);
    expect(decodeURIComponent(String(answer.headers['content-disposition']))).toMatch(
      /保证金管理-\d{8}\.xlsx/,
    );
    const rows = await rowsOf(answer.rawPayload);
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

  it('is refused to a bidder', async () => {
    const { buyer } = await soldOrder(t, tokens);
    expect(errorOf(await t.call('POST', 'marginAuditExport', { token: buyer.token, body: {} })).status).toBe(
      403,
    );
  });
});
