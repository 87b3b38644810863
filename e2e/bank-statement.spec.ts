import { expect, test } from './support/test';
import { icbcStatement, type StatementEntry } from '../apps/server/test/statement-fixtures';
import { depositStatus, newBidder, openLot, submittedDeposit } from './support/auction-setup';
import { auditorPage } from './support/audit-centre';

/** A deposit reference with its check digits typed wrong, as a bidder might. */
const mistyped = (reference: string) =>
  reference.replace(
    /-(\d{2})$/,
    (_all, digits: string) => `-${String((Number(digits) + 1) % 100).padStart(2, '0')}`,
  );

test('the auditor imports the account statement: three deposits are confirmed, a mistyped one is matched by hand', async ({
  browser,
  request,
}) => {
  const { lotId } = await openLot(request, {
    title: `对账标的${Date.now() % 1_000_000} 废铜`,
    endsInMs: 30 * 60_000,
  });
  const bidders = await Promise.all(['对账甲', '对账乙', '对账丙', '对账丁'].map((name) => newBidder(name)));
  const deposits = [];
  for (const bidder of bidders) deposits.push(await submittedDeposit(request, bidder.phone, lotId));
  const serial = Date.now() % 1e8;
  const entries: StatementEntry[] = deposits.map((deposit, index) => ({
    at: '2026-11-27 10:15:02',
    fen: deposit.amountFen,
    payerName: ['对账甲', '对账乙', '对账丙', '对账丁'][index],
    payerAccount: `62220203020012345${index}`,
    note: `保证金 ${index === 3 ? mistyped(deposit.transferReference) : deposit.transferReference}`,
    serial: `ICBC${serial + index}`,
  }));
  entries.push({
    at: '2026-11-27 12:00:00',
    fen: -1_500,
    note: '跨行汇款手续费',
    serial: `ICBC${serial + 9}`,
  });
  const statement = { name: '工行账户明细.csv', mimeType: 'text/csv', buffer: icbcStatement(entries) };

  const auditor = await auditorPage(browser);
  await auditor.goto('/personalcenter/bankStatement');
  await expect(auditor).toHaveTitle('银行对账 - 乐易拍');
  await auditor.getByRole('button', { name: '导入对账单' }).click();
  const dialog = auditor.getByRole('dialog', { name: '导入银行对账单' });
  await dialog.locator('input[type=file]').setInputFiles(statement);
  await expect(dialog).toContainText('文件「工行账户明细.csv」');
  // The columns are recognised by their names; the bank's name is what the mapping is kept under.
  await expect(dialog.getByLabel('交易日期', { exact: true })).toBeVisible();
  await dialog.getByLabel('银行名称').fill('中国工商银行');
  await dialog.getByRole('button', { name: '开始导入' }).click();
  await expect(dialog).toContainText('共 4 笔收入：自动确认 3 笔，待人工处理 1 笔');
  await expect(dialog).toContainText('校验位不符');
  await dialog.getByRole('button', { name: /完\s*成/ }).click();

  for (const [index, deposit] of deposits.entries())
    expect(await depositStatus(request, bidders[index]!.phone, deposit.id)).toBe(
      index === 3 ? 'submitted' : 'frozen',
    );

  // The exception waits in the list; matched by hand to the deposit it pays, it is confirmed too.
  const row = auditor.getByRole('row').filter({ hasText: mistyped(deposits[3]!.transferReference) });
  await expect(row).toContainText('待处理');
  await row.getByRole('button', { name: '人工匹配' }).click();
  const match = auditor.getByRole('dialog', { name: '人工匹配银行流水' });
  await match.getByText(deposits[3]!.transferReference, { exact: true }).click();
  await match.getByLabel('说明（选填）').fill('付款人来电确认附言填错');
  await match.getByRole('button', { name: '确认匹配' }).click();
  await expect(auditor.getByText('已匹配并确认到账')).toBeVisible();
  await expect(row).toHaveCount(0);
  expect(await depositStatus(request, bidders[3]!.phone, deposits[3]!.id)).toBe('frozen');

  // The same statement again changes nothing.
  await auditor.getByRole('button', { name: '导入对账单' }).click();
  await dialog.locator('input[type=file]').setInputFiles(statement);
  await expect(dialog).toContainText('已识别为「中国工商银行」的对账单');
  await dialog.getByRole('button', { name: '开始导入' }).click();
  await expect(dialog).toContainText('中的 4 笔收入均已导入过，未作任何更改');
});
