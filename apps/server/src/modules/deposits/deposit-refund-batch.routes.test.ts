import type { RefundResultSummary } from '@lyp/shared/auction/deposit.schemas';
import { depositReference, depositRefundReference } from '@lyp/shared/auction/payment-reference';
import { apiUrl } from '@lyp/shared/api/paths';
import { encode } from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { dataOf, useAuctionApp } from '../../../test/auction-fixtures';
import { errorOf } from '../../../test/bulletin-fixtures';
import {
  frozenDeposit,
  myDeposit,
  payDeposit,
  publishedLot,
  submitDeposit,
} from '../../../test/deposit-fixtures';
import { readSheet, workbookOf } from '../../../test/excel-fixtures';
import { addCertifiedBuyer } from '../../../test/org-fixtures';
import { uploadBytes, uploadSample } from '../../../test/upload-fixtures';

const { t, tokens } = useAuctionApp();

let titleCounter = 0;

/**
 * Two bidders' deposits of one lot, released for return by the seller withdrawing it: the
 * first gave the account they paid from, the second did not.
 */
async function twoRefunds() {
  titleCounter += 1;
  const { bulletin, lotId } = await publishedLot(t, tokens, { title: `退款批次标的${titleCounter} 废铜` });
  const [withAccount, without] = [await addCertifiedBuyer(t), await addCertifiedBuyer(t)];
  const submitted = await submitDeposit(t, withAccount.token, lotId, {
    payerName: '周建华',
    payerAccount: '6222020302001234567',
    payerBank: '中国工商银行无锡惠山支行',
  });
  dataOf(
    await t.call('POST', 'marginPaymentAudit', {
      token: tokens.auditor,
      body: { depositId: submitted.id, approved: true },
    }),
  );
  const other = await frozenDeposit(t, tokens.auditor, without.token, lotId);
  dataOf(await t.call('POST', 'bulletinUndo', { token: tokens.seller, params: { id: bulletin.id } }));
  return {
    lotId,
    paid: submitted,
    unpaid: other,
    withAccount,
    without,
    title: `退款批次标的${titleCounter} 废铜`,
  };
}

const batchFile = (body: Record<string, unknown>, token = tokens.auditor) =>
  t.app.inject({
    method: 'POST',
    url: apiUrl('marginRefundBatchExport'),
    headers: { authorization: `Bearer ${token}` },
    payload: body,
  });

async function importResult(bytes: Buffer, name: string, token = tokens.auditor) {
  const file = dataOf<{ id: string }>(await uploadBytes(t, token, name, bytes));
  return t.call('POST', 'marginRefundResultImport', { token, body: { fileId: file.id } });
}

/** A result file as a bank returns it: a title row, its own column order, amounts with commas. */
const resultRows = (rows: Array<Array<string | number>>) => [
  ['中国工商银行 批量代付结果查询'],
  ['客户业务编号', '收款账号', '收款户名', '金额', '交易状态', '银行流水号', '失败原因'],
  ...rows,
];

describe('refunds by a bank’s batch payment file (批量代付)', () => {
  it('lists the refunds being returned in the bank’s layout, and those without an account on a page of their own', async () => {
    const { paid, unpaid, withAccount, lotId, title } = await twoRefunds();
    const response = await batchFile({ lotKeyword: title });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toContain('.xlsx');
    expect(response.headers['x-refund-payable']).toBe('1');
    expect(response.headers['x-refund-missing-account']).toBe('1');

    const payments = await readSheet(response.rawPayload);
    expect(payments.name).toBe('批量代付');
    expect(payments.header).toEqual([
      '序号',
      '收款账号',
      '收款户名',
      '收款行名称',
      '金额',
      '用途',
      '客户业务编号',
    ]);
    expect(payments.records).toEqual([
      {
        序号: 1,
        收款账号: '6222020302001234567',
        收款户名: '周建华',
        收款行名称: '中国工商银行无锡惠山支行',
        金额: paid.amountFen / 100,
        用途: `退保证金 ${depositReference(lotId, withAccount.userId)}`,
        客户业务编号: depositRefundReference(paid.id),
      },
    ]);
    const missing = await readSheet(response.rawPayload, 1);
    expect(missing.name).toBe('缺少退款账户');
    expect(missing.records).toEqual([
      expect.objectContaining({ 客户业务编号: depositRefundReference(unpaid.id) }),
    ]);
  });

  it('marks the refunds the bank paid returned, lists the rest with reasons, and changes nothing when read again', async () => {
    const { paid, unpaid, withAccount, without, title } = await twoRefunds();
    const rows = resultRows([
      [
        depositRefundReference(paid.id),
        '6222020302001234567',
        '周建华',
        (paid.amountFen / 100).toFixed(2),
        '交易成功',
        'ICBC2026112700017',
        '',
      ],
      [
        depositRefundReference(unpaid.id),
        '6217000011112222',
        '某某',
        (unpaid.amountFen / 100).toFixed(2),
        '交易失败',
        '',
        '户名与账号不符',
      ],
      ['TK99999999', '6222000000000000', '无名', '10.00', '交易成功', 'ICBC2026112700018', ''],
    ]);
    const first = dataOf<RefundResultSummary>(
      await importResult(await workbookOf(rows), '批量代付结果.xlsx'),
    );
    expect(first).toEqual({
      rows: 3,
      returned: [
        {
          depositId: paid.id,
          refundReference: depositRefundReference(paid.id),
          bidderName: expect.any(String),
          amountFen: paid.amountFen,
          transferReference: 'ICBC2026112700017',
        },
      ],
      alreadyReturned: 0,
      problems: [
        { row: 4, reference: depositRefundReference(unpaid.id), reason: '银行未付款：户名与账号不符' },
        { row: 5, reference: 'TK99999999', reason: '未找到该业务编号对应的保证金' },
      ],
    });
    const returned = await myDeposit(t, withAccount.token, paid.id);
    expect(returned).toMatchObject({ status: 'returned', returnedFen: paid.amountFen });
    expect(returned.entries.at(-1)).toMatchObject({
      kind: 'returned',
      transferReference: 'ICBC2026112700017',
    });
    expect((await myDeposit(t, without.token, unpaid.id)).status).toBe('returning');

    // The same file again: nothing more is returned, and the paid one counts as done before.
    const again = dataOf<RefundResultSummary>(
      await importResult(await workbookOf(rows), '批量代付结果.xlsx'),
    );
    expect(again).toMatchObject({ returned: [], alreadyReturned: 1 });
    expect(
      (await myDeposit(t, withAccount.token, paid.id)).entries.filter((entry) => entry.kind === 'returned'),
    ).toHaveLength(1);
    // Nothing is left to pay of this lot but the refund the bank turned down.
    const remaining = await readSheet((await batchFile({ lotKeyword: title })).rawPayload, 1);
    expect(remaining.records).toEqual([
      expect.objectContaining({ 客户业务编号: depositRefundReference(unpaid.id) }),
    ]);
  });

  it('reads a result in GBK-encoded CSV, and refuses a row whose amount or account disagrees', async () => {
    const { paid } = await twoRefunds();
    const csv = [
      '业务参考号,收款人账号,交易金额,处理结果,交易流水号,错误信息',
      `${depositRefundReference(paid.id)},6222020302009999999,"${(paid.amountFen / 100).toFixed(2)}",成功,CCB001,`,
    ].join('\r\n');
    const summary = dataOf<RefundResultSummary>(await importResult(encode(csv, 'gbk'), '代付结果.csv'));
    expect(summary.problems).toEqual([
      { row: 2, reference: depositRefundReference(paid.id), reason: '收款账号与登记的退款账户不符' },
    ]);
    const wrongAmount = csv
      .replace(`"${(paid.amountFen / 100).toFixed(2)}"`, '"1.00"')
      .replace('6222020302009999999', '6222020302001234567');
    expect(
      dataOf<RefundResultSummary>(await importResult(encode(wrongAmount, 'gbk'), '代付结果.csv')).problems,
    ).toEqual([
      {
        row: 2,
        reference: depositRefundReference(paid.id),
        reason: `金额与应退 ¥${(paid.amountFen / 100).toLocaleString('zh-CN', { minimumFractionDigits: 2 })} 不符`,
      },
    ]);
  });

  it('names what a file lacks, refuses someone else’s upload, and is the refund auditors’ alone', async () => {
    const notAResult = await workbookOf([
      ['日期', '摘要', '余额'],
      ['2026-11-27', '利息', '100.00'],
    ]);
    expect(errorOf(await importResult(notAResult, '对账单.xlsx'))).toMatchObject({
      status: 400,
      msg: '文件「对账单.xlsx」缺少客户业务编号、金额、处理状态列：请导入银行返回的批量代付结果文件',
    });
    const buyer = await addCertifiedBuyer(t);
    const theirs = dataOf<{ id: string }>(
      await uploadBytes(t, buyer.token, '结果.xlsx', await workbookOf(resultRows([]))),
    );
    expect(
      (
        await t.call('POST', 'marginRefundResultImport', {
          token: tokens.auditor,
          body: { fileId: theirs.id },
        })
      ).statusCode,
    ).toBe(404);
    expect((await batchFile({}, tokens.seller)).statusCode).toBe(403);
    expect((await importResult(await workbookOf(resultRows([])), '结果.xlsx', tokens.buyer)).statusCode).toBe(
      403,
    );
  });
});

describe('a batch with nothing to pay', () => {
  it('says so instead of sending an empty file', async () => {
    expect(errorOf(await batchFile({ lotKeyword: '没有这个标的' }))).toMatchObject({
      status: 409,
      msg: '当前筛选条件下没有待退还的保证金',
    });
  });
});

// The voucher path is untouched by any of this: a deposit still pays with a voucher alone.
describe('a deposit paid without giving an account', () => {
  it('is taken as before', async () => {
    const { lotId } = await publishedLot(t, tokens);
    const buyer = await addCertifiedBuyer(t);
    const voucher = await uploadSample(t, buyer.token, 'jpg');
    expect((await payDeposit(t, buyer.token, lotId, voucher.id)).statusCode).toBe(200);
  });
});
