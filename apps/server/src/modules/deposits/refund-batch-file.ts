import type { DepositAuditRow } from '@lyp/shared/auction/deposit.schemas';
import { fenToYuan } from '@lyp/shared/format/currency';
import { excelJs, type Workbook } from '../../lib/exceljs';

/**
 * 批量代付: the layout Chinese corporate e-banking takes for a batch of transfers (one header row,
 * then one payment a row; 客户业务编号 comes back in the bank's result file). Refunds whose
 * payer account nobody gave cannot be paid by file: they go on a second sheet, for a person.
 */
const PAYMENT_COLUMNS = [
  { header: '序号', width: 6 },
  { header: '收款账号', width: 26 },
  { header: '收款户名', width: 30 },
  { header: '收款行名称', width: 30 },
  { header: '金额', width: 14 },
  { header: '用途', width: 28 },
  { header: '客户业务编号', width: 14 },
] as const;

const MISSING_COLUMNS = [
  { header: '客户业务编号', width: 14 },
  { header: '竞买人', width: 16 },
  { header: '手机号', width: 14 },
  { header: '标的', width: 36 },
  { header: '金额', width: 14 },
] as const;

function sheetOf(
  workbook: Workbook,
  name: string,
  columns: ReadonlyArray<{ header: string; width: number }>,
) {
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({ width: column.width }));
  const header = sheet.addRow(columns.map((column) => column.header));
  header.font = { bold: true };
  return sheet;
}

export interface RefundBatch {
  fileName: string;
  buffer: Buffer;
  payable: number;
  missingAccount: number;
}

/** The deposits being returned, as a bank's batch payment file. */
export async function writeRefundBatch(rows: DepositAuditRow[], fileDate: string): Promise<RefundBatch> {
  const workbook = new (excelJs().Workbook)();
  const payments = sheetOf(workbook, '批量代付', PAYMENT_COLUMNS);
  const missing = sheetOf(workbook, '缺少退款账户', MISSING_COLUMNS);
  // Account numbers and references stay text: a spreadsheet would round 19 digits.
  for (const column of [2, 7]) payments.getColumn(column).numFmt = '@';
  payments.getColumn(5).numFmt = '0.00';
  missing.getColumn(5).numFmt = '0.00';
  let payable = 0;
  for (const row of rows) {
    const account = row.payerAccount;
    if (!account) {
      missing.addRow([
        row.refundReference,
        row.bidderName,
        row.bidderPhone ?? '',
        row.lotTitle,
        fenToYuan(row.returningFen),
      ]);
      continue;
    }
    payable += 1;
    payments.addRow([
      payable,
      account.bankNumber,
      account.accountName,
      account.bankName ?? '',
      fenToYuan(row.returningFen),
      `退保证金 ${row.transferReference}`,
      row.refundReference,
    ]);
  }
  return {
    fileName: `保证金批量代付-${fileDate}.xlsx`,
    buffer: Buffer.from(await workbook.xlsx.writeBuffer()),
    payable,
    missingAccount: rows.length - payable,
  };
}
