import { createHash } from 'node:crypto';
import { chinaDate } from '@lyp/shared/format/timestamp';
import type { StatementMapping } from '@lyp/shared/reconciliation/statement.schemas';
import { headerRowIndex } from '../../lib/tabular-file';
import { fenOfYuanText } from '../../lib/yuan-text';

/** One transaction of a statement, as its row says. */
export interface StatementTransaction {
  /** The row in the file, counted from 1 as a spreadsheet shows it. */
  row: number;
  /** yyyy-MM-dd HH:mm:ss (Beijing), or the date alone. */
  transactedText: string;
  transactedAt: Date;
  /** Money in (a credit): the statement's other transactions are only counted. */
  amountFen: number;
  payerName: string | null;
  payerAccount: string | null;
  payerBank: string | null;
  note: string;
  bankSerial: string | null;
  /** Who it is, once: the bank's serial, else its facts and how often they recur in the file. */
  lineKey: string;
}

export class StatementColumnsMissingError extends Error {
  constructor(readonly columns: string[]) {
    super(`statement lacks ${columns.join(', ')}`);
  }
}

/** The header row's cells as mappings name them: whitespace inside a name means nothing. */
export const normaliseHeader = (cell: string) => cell.replace(/\s/g, '');

const TOTALS = /合计|总计|小计|本页|累计|期初|期末|余额汇总/;

/** A date (and time) as banks print them, to a Beijing wall-clock text and the instant it names. */
function dateOf(dateCell: string, timeCell: string): { text: string; at: Date } | undefined {
  const date = /^(\d{4})[-/.年]?(\d{1,2})[-/.月]?(\d{1,2})日?(?:[ T]+(\d{1,2}):?(\d{2}):?(\d{2})?)?/.exec(
    dateCell.trim(),
  );
  if (!date) return undefined;
  const [, year, month, day] = date;
  let [hour, minute, second] = [date[4], date[5], date[6]];
  const time = /^(\d{1,2}):?(\d{2}):?(\d{2})?$/.exec(timeCell.trim());
  if (time) [hour, minute, second] = [time[1], time[2], time[3]];
  const pad = (value: string | undefined) => (value ?? '0').padStart(2, '0');
  const dayText = `${year}-${pad(month)}-${pad(day)}`;
  const clock = hour === undefined ? '' : `${pad(hour)}:${pad(minute)}:${pad(second)}`;
  const at = new Date(`${dayText}T${clock || '00:00:00'}+08:00`);
  // 2026-02-31 would roll over into March: only a day that exists is a date.
  if (Number.isNaN(at.getTime()) || chinaDate(at) !== dayText) return undefined;
  return { text: clock ? `${dayText} ${clock}` : dayText, at };
}

const hash = (...parts: Array<string | number | null>) =>
  createHash('sha256')
    .update(parts.map((part) => String(part ?? '')).join('\u0000'))
    .digest('hex');

/**
 * The transactions of a statement by its mapping. Title rows above the header and totals below
 * it are left out; a row whose date or amount cannot be read is reported, never guessed at.
 */
export function readTransactions(table: string[][], mapping: StatementMapping) {
  const headerAt = headerRowIndex(table);
  const headers = (table[headerAt] ?? []).map(normaliseHeader);
  const named = [
    mapping.date,
    mapping.time,
    mapping.credit,
    mapping.amount,
    mapping.direction,
    mapping.payerName,
    mapping.payerAccount,
    mapping.payerBank,
    mapping.serial,
    ...mapping.notes,
  ].filter((name): name is string => name !== undefined);
  const missing = named.filter((name) => !headers.includes(normaliseHeader(name)));
  if (missing.length > 0) throw new StatementColumnsMissingError(missing);
  const at = (row: string[], name: string | undefined) =>
    name === undefined ? '' : (row[headers.indexOf(normaliseHeader(name))] ?? '').trim();
  const orNull = (text: string) => (text === '' ? null : text);

  const transactions: StatementTransaction[] = [];
  const unreadable: Array<{ row: number; reason: string }> = [];
  let debits = 0;
  const seen = new Map<string, number>();
  table.slice(headerAt + 1).forEach((row, index) => {
    const line = headerAt + index + 2;
    if (row.every((cell) => cell.trim() === '') || row.some((cell) => TOTALS.test(cell))) return;
    const when = dateOf(at(row, mapping.date), at(row, mapping.time));
    if (!when) return unreadable.push({ row: line, reason: `无法识别交易日期「${at(row, mapping.date)}」` });
    const money = moneyOf(row, mapping, at);
    if (!money) return unreadable.push({ row: line, reason: '无法识别交易金额' });
    if (money.direction === 'debit') return (debits += 1);
    const { amountFen } = money;
    const payerAccount = orNull(at(row, mapping.payerAccount).replace(/\s/g, ''));
    const note = mapping.notes
      .map((name) => at(row, name))
      .filter(Boolean)
      .join(' ')
      .slice(0, 500);
    const bankSerial = orNull(at(row, mapping.serial));
    const facts = hash(when.text, amountFen, payerAccount, note);
    const occurrence = (seen.get(facts) ?? 0) + 1;
    seen.set(facts, occurrence);
    transactions.push({
      row: line,
      transactedText: when.text,
      transactedAt: when.at,
      amountFen,
      payerName: orNull(at(row, mapping.payerName)),
      payerAccount,
      payerBank: orNull(at(row, mapping.payerBank)),
      note,
      bankSerial,
      lineKey: bankSerial
        ? `S:${hash(bankSerial, amountFen, when.text.slice(0, 10))}`
        : `H:${facts}:${occurrence}`,
    });
  });
  return { transactions, unreadable, debits };
}

/** Money in or out: by a credit column, a signed amount, or an amount and its direction. */
function moneyOf(
  row: string[],
  mapping: StatementMapping,
  at: (row: string[], name: string | undefined) => string,
): { direction: 'credit'; amountFen: number } | { direction: 'debit' } | undefined {
  if (mapping.amountMode === 'credit_column') {
    const credit = at(row, mapping.credit);
    // A debit row leaves the credit column empty (or 0).
    if (credit === '' || fenOfYuanText(credit) === 0) return { direction: 'debit' };
    const amountFen = fenOfYuanText(credit);
    return amountFen === undefined ? undefined : { direction: 'credit', amountFen: Math.abs(amountFen) };
  }
  const amount = fenOfYuanText(at(row, mapping.amount));
  if (amount === undefined) return undefined;
  const isCredit =
    mapping.amountMode === 'signed'
      ? amount > 0
      : at(row, mapping.direction).includes(mapping.creditMarker ?? '贷');
  return isCredit ? { direction: 'credit', amountFen: Math.abs(amount) } : { direction: 'debit' };
}
