import { headerRowIndex } from '../../lib/tabular-file';
import { fenOfYuanText } from '../../lib/yuan-text';

/** One payment of a bank's batch result file, as far as the bank said. */
export interface RefundResultRow {
  /** The row in the file, counted from 1 as a spreadsheet shows it. */
  row: number;
  reference: string;
  account: string;
  amountFen: number | undefined;
  succeeded: boolean;
  /** The bank's serial for the transfer (银行流水号), when it gave one. */
  bankSerial: string;
  reason: string;
}

export class RefundResultLayoutError extends Error {
  constructor(readonly missing: string[]) {
    super(`result file lacks ${missing.join(', ')}`);
  }
}

/** The names banks give each column of a batch payment result (工行、建行、农行、招行 among them). */
const COLUMN_NAMES = {
  reference: ['客户业务编号', '业务参考号', '客户流水号', '商户流水号', '业务编号', '参考号'],
  account: ['收款账号', '收款人账号', '收方账号', '对方账号'],
  amount: ['金额', '交易金额', '付款金额', '代付金额'],
  status: ['处理状态', '交易状态', '处理结果', '交易结果', '状态'],
  serial: ['银行流水号', '交易流水号', '核心流水号', '流水号'],
  reason: ['失败原因', '错误信息', '返回信息', '处理信息', '备注'],
} as const;

const REQUIRED = ['reference', 'amount', 'status'] as const;
const LABELS: Record<keyof typeof COLUMN_NAMES, string> = {
  reference: '客户业务编号',
  account: '收款账号',
  amount: '金额',
  status: '处理状态',
  serial: '银行流水号',
  reason: '失败原因',
};

const SUCCESS = /成功|已支付|已付款|success|^S$/i;

/** The payments of a result file, whatever order its columns come in. */
export function parseRefundResults(table: string[][]): RefundResultRow[] {
  const headerAt = headerRowIndex(table);
  const header = (table[headerAt] ?? []).map((cell) => cell.replace(/\s/g, ''));
  const columnOf = (names: readonly string[]) => header.findIndex((cell) => names.includes(cell));
  const columns = Object.fromEntries(
    Object.entries(COLUMN_NAMES).map(([key, names]) => [key, columnOf(names)]),
  ) as Record<keyof typeof COLUMN_NAMES, number>;
  const missing = REQUIRED.filter((key) => columns[key] < 0).map((key) => LABELS[key]);
  if (missing.length > 0) throw new RefundResultLayoutError(missing);
  const cell = (row: string[], key: keyof typeof COLUMN_NAMES) =>
    columns[key] < 0 ? '' : (row[columns[key]] ?? '');
  return table
    .slice(headerAt + 1)
    .map((row, index) => ({ row, line: headerAt + index + 2 }))
    .filter(({ row }) => cell(row, 'reference') !== '')
    .map(({ row, line }) => ({
      row: line,
      reference: cell(row, 'reference').trim(),
      account: cell(row, 'account').replace(/\s/g, ''),
      amountFen: fenOfYuanText(cell(row, 'amount')),
      succeeded: SUCCESS.test(cell(row, 'status').trim()),
      bankSerial: cell(row, 'serial').trim(),
      reason: cell(row, 'reason').trim() || cell(row, 'status').trim(),
    }));
}
