import type { Deposit } from '@lyp/shared/auction/deposit.schemas';
import type { Order } from '@lyp/shared/auction/order.schemas';
import { depositReference } from '@lyp/shared/auction/payment-reference';
import type {
  MatchCandidate,
  StatementImportSummary,
  StatementLine,
  StatementPreview,
} from '@lyp/shared/reconciliation/statement.schemas';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dataOf, expectLedgerBalanced, useAuctionApp } from '../../../test/auction-fixtures';
import { errorOf } from '../../../test/bulletin-fixtures';
import { myDeposit, publishedLot, submitDeposit } from '../../../test/deposit-fixtures';
import { soldOrder } from '../../../test/order-fixtures';
import { addCertifiedBuyer } from '../../../test/org-fixtures';
import {
  ABC_MAPPING,
  abcStatement,
  CCB_MAPPING,
  ccbStatement,
  ICBC_MAPPING,
  icbcStatement,
  type StatementEntry,
} from '../../../test/statement-fixtures';
import { uploadBytes } from '../../../test/upload-fixtures';
import { bankStatementLines, depositEntries, operationLogs, orders } from '../../db/schema';

const { t, tokens } = useAuctionApp();

let serials = 0;
/** A deposit reference with its check digits typed wrong, as a bidder might. */
const mistyped = (reference: string) =>
  reference.replace(
    /-(\d{2})$/,
    (_all, digits: string) => `-${String((Number(digits) + 1) % 100).padStart(2, '0')}`,
  );
const serial = () => `ICBC${String((serials += 1)).padStart(10, '0')}`;

/** A bidder who paid a lot's deposit with a voucher, waiting for the platform to see the money. */
async function waitingDeposit(lotId: number) {
  const bidder = await addCertifiedBuyer(t);
  const deposit = await submitDeposit(t, bidder.token, lotId);
  return { bidder, deposit, reference: depositReference(lotId, bidder.userId) };
}

/** What the bank shows of a bidder's transfer for their deposit, with the reference in the note. */
const paid = (
  waiting: Awaited<ReturnType<typeof waitingDeposit>>,
  overrides: Partial<StatementEntry> = {},
): StatementEntry => ({
  at: '2026-11-27 10:15:02',
  fen: waiting.deposit.amountFen,
  payerName: '付款人甲',
  payerAccount: '6222020302001234567',
  payerBank: '中国工商银行无锡分行',
  note: `保证金 ${waiting.reference}`,
  serial: serial(),
  ...overrides,
});

async function importStatement(
  bytes: Buffer,
  name: string,
  mapping: object,
  layoutName = '中国工商银行',
  token = tokens.auditor,
) {
  const file = dataOf<{ id: string }>(await uploadBytes(t, token, name, bytes));
  return t.call('POST', 'statementImport', { token, body: { fileId: file.id, layoutName, mapping } });
}

const statusOf = async (bidderToken: string, depositId: number) =>
  (await myDeposit(t, bidderToken, depositId)).status;
const lineCount = async () => (await t.database.db.select().from(bankStatementLines)).length;
const entriesOf = (depositId: number) =>
  t.database.db.select().from(depositEntries).where(eq(depositEntries.depositId, depositId));

describe('importing the platform account’s statement (银行对账)', () => {
  it('confirms each credit naming a waiting deposit with its amount, and lands every other credit in exceptions', async () => {
    const { lotId } = await publishedLot(t, tokens, { title: '对账标的 废铜 工行' });
    const [first, second, third, typo, short, twice] = await Promise.all(
      Array.from({ length: 6 }, () => waitingDeposit(lotId)),
    );
    const entries = [
      paid(first!),
      paid(second!, { note: `${second!.reference.toLowerCase().replace(/-/g, ' ')} 保证金` }),
      paid(third!),
      paid(typo!, { note: `保证金 ${mistyped(typo!.reference)}` }),
      paid(short!, { fen: short!.deposit.amountFen - 100 }),
      paid(twice!),
      paid(twice!, { at: '2026-11-27 11:02:40' }),
      { at: '2026-11-27 12:00:00', fen: -1_500, note: '跨行汇款手续费', serial: serial() },
    ];
    const answer = await importStatement(icbcStatement(entries), '工行对账单-202611.csv', ICBC_MAPPING);
    expect(answer.json<{ msg: string }>().msg).toBe('已导入：自动确认 4 笔，3 笔待人工处理');
    const summary = dataOf<StatementImportSummary>(answer);
    expect(summary).toMatchObject({ rows: 8, credits: 7, debits: 1, alreadyImported: 0, unreadable: [] });
    expect(summary.confirmed.map((line) => line.matchedReference)).toEqual([
      first!.reference,
      second!.reference,
      third!.reference,
      twice!.reference,
    ]);
    expect(summary.exceptions.map((line) => [line.problem, line.problemDetail])).toEqual([
      ['unknown_reference', `附言中的参考号「${mistyped(typo!.reference)}」校验位不符，可能填写有误`],
      ['amount_mismatch', expect.stringMatching(/^保证金 BZJ\d+-\d+-\d{2} 应缴 ¥[\d,.]+，到账 ¥[\d,.]+$/)],
      ['duplicate', `保证金 ${twice!.reference} 已确认到账（当前「已冻结」），本笔可能为重复缴款`],
    ]);

    for (const waiting of [first!, second!, third!, twice!])
      expect(await statusOf(waiting.bidder.token, waiting.deposit.id)).toBe('frozen');
    for (const waiting of [typo!, short!])
      expect(await statusOf(waiting.bidder.token, waiting.deposit.id)).toBe('submitted');
    // The statement line is the evidence, in the ledger, and its payer is where a refund goes.
    const confirmedLine = summary.confirmed[0]!;
    const paidEntry = (await entriesOf(first!.deposit.id)).find((entry) => entry.kind === 'paid')!;
    expect(paidEntry).toMatchObject({
      statementLineId: confirmedLine.id,
      note: expect.stringContaining(
        `银行对账自动确认：流水号 ${entries[0]!.serial}，2026-11-27 10:15:02，付款人 付款人甲 6222020302001234567`,
      ),
    });
    expect((await myDeposit(t, first!.bidder.token, first!.deposit.id)).payerAccount).toEqual({
      accountName: '付款人甲',
      bankNumber: '6222020302001234567',
      bankName: '中国工商银行无锡分行',
      source: 'statement',
    });
    const [logged] = await t.database.db
      .select()
      .from(operationLogs)
      .where(
        and(
          eq(operationLogs.action, 'statement.import'),
          eq(operationLogs.targetId, String(summary.importId)),
        ),
      );
    expect(logged?.summary).toBe(
      '导入银行对账单 工行对账单-202611.csv（中国工商银行）：自动确认 4 笔，异常 3 笔',
    );
    await expectLedgerBalanced(t);
  });

  it('changes nothing when the same statement is imported again, and takes only the new lines of an overlapping one', async () => {
    const { lotId } = await publishedLot(t, tokens, { title: '对账标的 重复导入' });
    const [early, late] = [await waitingDeposit(lotId), await waitingDeposit(lotId)];
    const october = [paid(early)];
    dataOf(await importStatement(icbcStatement(october), '工行-1.csv', ICBC_MAPPING));
    const [lines, entries] = [await lineCount(), (await entriesOf(early.deposit.id)).length];

    const again = await importStatement(icbcStatement(october), '工行-1.csv', ICBC_MAPPING);
    expect(again.json<{ msg: string }>().msg).toBe('对账单中的收入均已导入过，未作任何更改');
    expect(dataOf<StatementImportSummary>(again)).toMatchObject({
      importId: null,
      credits: 1,
      alreadyImported: 1,
      confirmed: [],
      exceptions: [],
    });
    expect(await lineCount()).toBe(lines);
    expect((await entriesOf(early.deposit.id)).length).toBe(entries);

    const overlapping = dataOf<StatementImportSummary>(
      await importStatement(icbcStatement([...october, paid(late)]), '工行-2.csv', ICBC_MAPPING),
    );
    expect(overlapping).toMatchObject({ credits: 2, alreadyImported: 1 });
    expect(overlapping.confirmed.map((line) => line.matchedReference)).toEqual([late.reference]);
  });

  it('confirms goods money for an order by its number in a 建行-like .xlsx, voucher or not, and refuses a partial payment', async () => {
    const { order } = await soldOrder(t, tokens);
    const { order: other } = await soldOrder(t, tokens);
    const summary = dataOf<StatementImportSummary>(
      await importStatement(
        await ccbStatement([
          {
            at: '2026-11-27 09:30:00',
            fen: order.amountDueFen,
            payerName: '竞买人乙',
            payerAccount: '6217000011112222',
            note: `货款 ${order.orderNo}`,
            serial: 'CCB20261127000001',
          },
          {
            at: '2026-11-27 09:40:00',
            fen: other.amountDueFen - 50_000,
            note: `货款${other.orderNo}`,
            serial: 'CCB20261127000002',
          },
        ]),
        '建行明细.xlsx',
        CCB_MAPPING,
        '中国建设银行',
      ),
    );
    expect(summary.confirmed.map((line) => line.matchedReference)).toEqual([order.orderNo]);
    expect(summary.exceptions.map((line) => line.problem)).toEqual(['amount_mismatch']);
    const read = async (id: number) =>
      dataOf<Order>(await t.call('GET', 'orderGet', { token: tokens.auditor, params: { id } }));
    expect(await read(order.id)).toMatchObject({ status: 'paid', paidAt: expect.any(String) });
    expect((await read(other.id)).status).toBe('awaiting_payment');
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.paymentStatementLineId).toBe(summary.confirmed[0]!.id);
    const [logged] = await t.database.db
      .select()
      .from(operationLogs)
      .where(
        and(
          eq(operationLogs.action, 'order_payment_statement'),
          eq(operationLogs.targetId, String(order.id)),
        ),
      );
    expect(logged?.summary).toContain('银行对账自动确认：流水号 CCB20261127000001');
  });

  it('reads a 农行-like CSV of signed amounts and a 借/贷 flag, with no serials, passing over the debits', async () => {
    const { lotId } = await publishedLot(t, tokens, { title: '对账标的 农行' });
    const waiting = await waitingDeposit(lotId);
    const statement = abcStatement([
      {
        at: '2026-11-26 00:00:00',
        fen: waiting.deposit.amountFen,
        payerName: '付款人丙',
        payerAccount: '6228480012345678',
        note: `保证金${waiting.reference}`,
      },
      { at: '2026-11-26 00:00:00', fen: -20_000, note: '代发工资' },
    ]);
    const summary = dataOf<StatementImportSummary>(
      await importStatement(statement, '农行流水.csv', ABC_MAPPING, '中国农业银行'),
    );
    expect(summary).toMatchObject({ credits: 1, debits: 1 });
    expect(summary.confirmed[0]).toMatchObject({
      transactedAt: '2026-11-26',
      bankSerial: null,
      matchedReference: waiting.reference,
    });
    // Without serials a line is known by its facts: the same file again changes nothing either.
    expect(
      dataOf<StatementImportSummary>(
        await importStatement(statement, '农行流水.csv', ABC_MAPPING, '中国农业银行'),
      ).importId,
    ).toBeNull();
  });

  it('remembers each bank’s mapping: the next statement with that header is recognised at once', async () => {
    const { lotId } = await publishedLot(t, tokens, { title: '对账标的 记住映射' });
    const waiting = await waitingDeposit(lotId);
    dataOf(await importStatement(icbcStatement([paid(waiting)]), '工行-11月.csv', ICBC_MAPPING));
    const file = dataOf<{ id: string }>(
      await uploadBytes(
        t,
        tokens.auditor,
        '工行-12月.csv',
        icbcStatement([paid(waiting, { serial: serial() })]),
      ),
    );
    const preview = dataOf<StatementPreview>(
      await t.call('POST', 'statementPreview', { token: tokens.auditor, body: { fileId: file.id } }),
    );
    expect(preview.headers).toContain('贷方发生额');
    expect(preview.layout).toMatchObject({
      name: '中国工商银行',
      mapping: { credit: '贷方发生额', notes: ['附言', '摘要'] },
    });
    expect(preview.guess).toMatchObject({
      date: '交易日期',
      amountMode: 'credit_column',
      credit: '贷方发生额',
    });
  });

  it('names the columns a mapping asks for that the statement lacks, and the rows it cannot read', async () => {
    const missing = await importStatement(icbcStatement([]), '工行.csv', {
      ...ICBC_MAPPING,
      credit: '收入金额',
    });
    expect(errorOf(missing)).toMatchObject({
      status: 400,
      msg: '对账单「工行.csv」中找不到列：收入金额。请检查列映射，或确认导出的是该银行的对账单',
    });
    const bad = icbcStatement([{ at: '2026-13-45 10:00:00', fen: 100, note: '无', serial: serial() }]);
    expect(
      dataOf<StatementImportSummary>(await importStatement(bad, '工行.csv', ICBC_MAPPING)).unreadable,
    ).toEqual([{ row: 5, reason: '无法识别交易日期「2026-13-45」' }]);
  });
});

describe('exceptions settled by hand', () => {
  async function oneException() {
    const { lotId } = await publishedLot(t, tokens, { title: `对账标的 人工处理 ${(serials += 1)}` });
    const waiting = await waitingDeposit(lotId);
    const summary = dataOf<StatementImportSummary>(
      await importStatement(
        icbcStatement([paid(waiting, { note: '保证金 李四' })]),
        '工行.csv',
        ICBC_MAPPING,
      ),
    );
    return { waiting, line: summary.exceptions[0]! };
  }

  it('offers the waiting deposits of the same amount, and confirms the one a person picks', async () => {
    const { waiting, line } = await oneException();
    const candidates = dataOf<MatchCandidate[]>(
      await t.call('GET', 'statementLineCandidates', { token: tokens.auditor, params: { id: line.id } }),
    );
    expect(candidates).toContainEqual(
      expect.objectContaining({
        kind: 'deposit',
        id: waiting.deposit.id,
        reference: waiting.reference,
        amountFen: line.amountFen,
      }),
    );
    const matched = dataOf<StatementLine>(
      await t.call('POST', 'statementLineMatch', {
        token: tokens.auditor,
        body: { lineId: line.id, kind: 'deposit', targetId: waiting.deposit.id, note: '付款人来电确认' },
      }),
    );
    expect(matched).toMatchObject({
      status: 'resolved',
      matchedReference: waiting.reference,
      resolvedByName: '王芳',
      resolutionNote: '付款人来电确认',
    });
    expect(await statusOf(waiting.bidder.token, waiting.deposit.id)).toBe('frozen');
    const paidEntry = (await entriesOf(waiting.deposit.id)).find((entry) => entry.kind === 'paid')!;
    expect(paidEntry).toMatchObject({
      statementLineId: line.id,
      note: expect.stringContaining('银行对账人工匹配'),
    });
    expect(
      errorOf(
        await t.call('POST', 'statementLineReject', {
          token: tokens.auditor,
          body: { lineId: line.id, reason: '误操作' },
        }),
      ),
    ).toMatchObject({
      status: 409,
      msg: '该银行流水已处理，请刷新后查看',
    });
  });

  it('refuses a match whose amount is not the one due, and closes a line that is no one’s with a reason', async () => {
    const { line } = await oneException();
    const { lotId } = await publishedLot(t, tokens, { title: '对账标的 金额不同', startPriceFen: 500_000 });
    const other = await waitingDeposit(lotId);
    expect(
      errorOf(
        await t.call('POST', 'statementLineMatch', {
          token: tokens.auditor,
          body: { lineId: line.id, kind: 'deposit', targetId: other.deposit.id },
        }),
      ),
    ).toMatchObject({
      status: 409,
      msg: expect.stringMatching(/^不能匹配：保证金 BZJ.+ 应缴 ¥.+，到账 ¥.+$/),
    });
    expect(await statusOf(other.bidder.token, other.deposit.id)).toBe('submitted');
    const rejected = dataOf<StatementLine>(
      await t.call('POST', 'statementLineReject', {
        token: tokens.auditor,
        body: { lineId: line.id, reason: '非平台业务款项，已原路退回' },
      }),
    );
    expect(rejected).toMatchObject({ status: 'rejected', resolutionNote: '非平台业务款项，已原路退回' });
    const open = dataOf<{ records: StatementLine[] }>(
      await t.call('POST', 'statementLines', {
        token: tokens.auditor,
        body: { status: 'exception', size: 100 },
      }),
    );
    expect(open.records.map((record) => record.id)).not.toContain(line.id);
  });

  it('is the auditors’ alone: a seller, a bidder and another auditor’s file are refused', async () => {
    const { line } = await oneException();
    for (const token of [tokens.seller, tokens.buyer]) {
      expect((await t.call('POST', 'statementLines', { token, body: {} })).statusCode).toBe(403);
      expect(
        (
          await t.call('POST', 'statementLineReject', {
            token,
            body: { lineId: line.id, reason: '测试驳回' },
          })
        ).statusCode,
      ).toBe(403);
    }
    const buyersFile = dataOf<{ id: string }>(
      await uploadBytes(t, tokens.buyer, '流水.csv', icbcStatement([])),
    );
    expect(
      (await t.call('POST', 'statementPreview', { token: tokens.auditor, body: { fileId: buyersFile.id } }))
        .statusCode,
    ).toBe(404);
  });
});

// A deposit the statement confirmed counts for bidding like any other.
describe('a deposit confirmed by the statement', () => {
  it('lets its bidder bid', async () => {
    const { lotId } = await publishedLot(t, tokens, { title: '对账标的 出价' });
    const waiting = await waitingDeposit(lotId);
    dataOf(await importStatement(icbcStatement([paid(waiting)]), '工行.csv', ICBC_MAPPING));
    const deposit = await myDeposit(t, waiting.bidder.token, waiting.deposit.id);
    expect(deposit satisfies Deposit).toMatchObject({ status: 'frozen', frozenFen: deposit.amountFen });
  });
});
