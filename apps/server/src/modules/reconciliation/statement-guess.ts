import type { StatementMapping } from '@lyp/shared/reconciliation/statement.schemas';

/** The names Chinese banks give each column of an account statement (明细对账单). */
const NAMES = {
  date: ['交易日期', '记账日期', '入账日期', '交易日', '日期', '交易时间'],
  time: ['交易时间', '时间', '记账时间'],
  credit: ['贷方发生额', '贷方金额', '收入金额', '收入', '转入金额', '存入金额', '贷方'],
  amount: ['交易金额', '发生额', '金额'],
  direction: ['借贷标志', '借贷方向', '收支方向', '借贷', '方向', '收支'],
  payerName: ['对方户名', '对方账户名称', '对方账户名', '对方名称', '付款人名称', '付款人户名', '交易对方'],
  payerAccount: ['对方账号', '对方账户', '付款人账号', '对方卡号', '对方账户账号'],
  payerBank: ['对方开户行', '对方行名', '对方开户机构', '付款人开户行', '对方开户网点'],
  notes: ['附言', '用途', '交易附言', '交易用途', '摘要', '备注', '交易备注'],
  serial: ['交易流水号', '银行流水号', '流水号', '交易参考号', '凭证号', '交易序号'],
} as const;

const first = (headers: string[], names: readonly string[], except: string[] = []) =>
  names.map((name) => headers.find((header) => header === name && !except.includes(header))).find(Boolean);

/**
 * A first mapping from the header's names, for the auditor to check: a credit column of its
 * own when there is one, else a direction column, else a signed amount.
 */
export function guessMapping(headers: string[]): Partial<StatementMapping> {
  const date = first(headers, NAMES.date);
  const time = first(headers, NAMES.time, date ? [date] : []);
  const credit = first(headers, NAMES.credit);
  const amount = first(headers, NAMES.amount);
  const direction = first(headers, NAMES.direction);
  const notes = NAMES.notes.filter((name) => headers.includes(name));
  const guess: Partial<StatementMapping> = {
    ...(date ? { date } : {}),
    ...(time ? { time } : {}),
    amountMode: credit ? 'credit_column' : direction ? 'direction' : 'signed',
    ...(credit ? { credit } : amount ? { amount } : {}),
    ...(!credit && direction ? { direction, creditMarker: '贷' } : {}),
    ...(notes.length > 0 ? { notes: [...notes] } : {}),
  };
  for (const key of ['payerName', 'payerAccount', 'payerBank', 'serial'] as const) {
    const column = first(headers, NAMES[key]);
    if (column) guess[key] = column;
  }
  return guess;
}
