import { encode } from 'iconv-lite';
import { workbookOf } from './excel-fixtures';

/**
 * Statements of the platform's account as three kinds of Chinese bank export them (made here,
 * after the layouts of their corporate e-banking): a GBK CSV with title rows and a credit column
 * (工行-like), an .xlsx with 收入金额/支出金额 and date-times (建行-like), and a UTF-8 CSV with a
 * signed amount beside a 借/贷 flag (农行-like).
 */

export interface StatementEntry {
  /** yyyy-MM-dd HH:mm:ss, Beijing. */
  at: string;
  /** Positive: money in; negative: money out. */
  fen: number;
  payerName?: string;
  payerAccount?: string;
  payerBank?: string;
  note: string;
  serial?: string;
}

const yuan = (fen: number) =>
  (Math.abs(fen) / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const csvCell = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
const csvOf = (rows: string[][]) => rows.map((row) => row.map(csvCell).join(',')).join('\r\n');

export const ICBC_HEADERS = [
  '交易日期',
  '交易时间',
  '凭证号',
  '借方发生额',
  '贷方发生额',
  '余额',
  '对方户名',
  '对方账号',
  '对方开户行',
  '摘要',
  '附言',
  '交易流水号',
];

/** 工行-like: GBK, a title block, 借方/贷方 columns, a totals row at the end. */
export function icbcStatement(entries: StatementEntry[]): Buffer {
  let balance = 1_000_000_00;
  const rows = entries.map((entry, index) => {
    balance += entry.fen;
    const [date, time] = entry.at.split(' ');
    return [
      date!,
      time!,
      String(100_000 + index),
      entry.fen < 0 ? yuan(entry.fen) : '',
      entry.fen > 0 ? yuan(entry.fen) : '',
      yuan(balance),
      entry.payerName ?? '',
      entry.payerAccount ?? '',
      entry.payerBank ?? '',
      entry.fen > 0 ? '网银转账' : '手续费',
      entry.note,
      entry.serial ?? '',
    ];
  });
  const credits = entries.filter((entry) => entry.fen > 0).reduce((sum, entry) => sum + entry.fen, 0);
  return encode(
    csvOf([
      ['中国工商银行企业网上银行 账户明细'],
      ['账号：4301012309100088888', '户名：乐易拍平台运营中心'],
      ['起始日期：2026-11-01', '截止日期：2026-11-30'],
      ICBC_HEADERS,
      ...rows,
      ['合计', '', '', '', yuan(credits), '', '', '', '', '', '', ''],
    ]),
    'gbk',
  );
}

export const ICBC_MAPPING = {
  date: '交易日期',
  time: '交易时间',
  amountMode: 'credit_column',
  credit: '贷方发生额',
  payerName: '对方户名',
  payerAccount: '对方账号',
  payerBank: '对方开户行',
  notes: ['附言', '摘要'],
  serial: '交易流水号',
} as const;

/** 建行-like: .xlsx, date-times in one column, 收入金额 and 支出金额. */
export function ccbStatement(entries: StatementEntry[]): Promise<Buffer> {
  return workbookOf([
    ['中国建设银行单位账户交易明细'],
    [
      '交易时间',
      '收入金额',
      '支出金额',
      '账户余额',
      '对方户名',
      '对方账号',
      '对方开户机构',
      '摘要',
      '备注',
      '交易流水号',
    ],
    ...entries.map((entry) => [
      entry.at.replace(/-/g, '/'),
      entry.fen > 0 ? yuan(entry.fen) : '',
      entry.fen < 0 ? yuan(entry.fen) : '',
      '',
      entry.payerName ?? '',
      entry.payerAccount ?? '',
      entry.payerBank ?? '',
      entry.fen > 0 ? '转账存入' : '转账支取',
      entry.note,
      entry.serial ?? '',
    ]),
  ]);
}

export const CCB_MAPPING = {
  date: '交易时间',
  amountMode: 'credit_column',
  credit: '收入金额',
  payerName: '对方户名',
  payerAccount: '对方账号',
  payerBank: '对方开户机构',
  notes: ['备注'],
  serial: '交易流水号',
} as const;

/** 农行-like: UTF-8 CSV, yyyyMMdd dates, one amount with a 借/贷 flag, no serials. */
export function abcStatement(entries: StatementEntry[]): Buffer {
  return Buffer.from(
    csvOf([
      ['交易日期', '交易金额', '借贷标志', '对方户名', '对方账号', '交易用途'],
      ...entries.map((entry) => [
        entry.at.slice(0, 10).replace(/-/g, ''),
        yuan(entry.fen),
        entry.fen > 0 ? '贷' : '借',
        entry.payerName ?? '',
        entry.payerAccount ?? '',
        entry.note,
      ]),
    ]),
    'utf8',
  );
}

export const ABC_MAPPING = {
  date: '交易日期',
  amountMode: 'direction',
  amount: '交易金额',
  direction: '借贷标志',
  creditMarker: '贷',
  payerName: '对方户名',
  payerAccount: '对方账号',
  notes: ['交易用途'],
} as const;
