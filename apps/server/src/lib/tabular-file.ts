import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { excelJs, type CellValue } from './exceljs';
import { decode as decodeWith } from 'iconv-lite';

/** The spreadsheets a bank hands out: .xlsx, or CSV in UTF-8 or (most Chinese banks) GBK. */
export type TabularKind = 'xlsx' | 'csv';

/** More rows than any month's statement of one account; past it the file is refused. */
export const MAX_TABLE_ROWS = 50_000;

export class TableTooLongError extends Error {
  constructor(readonly rows: number) {
    super(`table has more than ${MAX_TABLE_ROWS} rows`);
  }
}

export class TableUnreadableError extends Error {}

/** Text as banks write it: UTF-8 (with or without a BOM), else GB 18030 (a superset of GBK). */
export function decodeText(bytes: Buffer): { text: string; encoding: 'utf-8' | 'gb18030' } {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
    return { text: bytes.subarray(3).toString('utf8'), encoding: 'utf-8' };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    return { text: decodeWith(bytes, 'gb18030'), encoding: 'gb18030' };
  }
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A cell as text. Excel keeps wall-clock times without a zone (exceljs reads them as UTC), so a
 * date cell prints its own digits; numbers keep the digits they had (an account number typed
 * as a number loses nothing below 2^53).
 */
function cellText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    const date = `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
    const time = `${pad(value.getUTCHours())}:${pad(value.getUTCMinutes())}:${pad(value.getUTCSeconds())}`;
    return time === '00:00:00' ? date : `${date} ${time}`;
  }
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('result' in value) return cellText(value.result);
    if ('text' in value) return typeof value.text === 'string' ? value.text : '';
    return '';
  }
  return String(value).trim();
}

async function readWorkbook(path: string): Promise<string[][]> {
  const workbook = new (excelJs().Workbook)();
  try {
    await workbook.xlsx.readFile(path);
  } catch (error) {
    throw new TableUnreadableError(error instanceof Error ? error.message : String(error));
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  if (sheet.rowCount > MAX_TABLE_ROWS) throw new TableTooLongError(sheet.rowCount);
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const values = row.values as CellValue[];
    // exceljs rows are 1-based: values[0] is always empty.
    rows.push(values.slice(1).map(cellText));
  });
  return rows;
}

async function readCsv(path: string): Promise<string[][]> {
  const { text } = decodeText(await readFile(path));
  let rows: string[][];
  try {
    rows = parse(text, {
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      trim: true,
      bom: true,
    });
  } catch (error) {
    throw new TableUnreadableError(error instanceof Error ? error.message : String(error));
  }
  if (rows.length > MAX_TABLE_ROWS) throw new TableTooLongError(rows.length);
  // A tab or ="…" some banks put before numbers, so spreadsheets keep them as text.
  const unwrap = (cell: string) => (cell.startsWith('=') ? cell.replace(/^="?/, '').replace(/"$/, '') : cell);
  return rows.map((row) => row.map((cell) => unwrap(cell.replace(/^\t+/, '')).trim()));
}

/** Every row of the first sheet (or the CSV), each cell as text, empty rows left out. */
export function readTable(path: string, kind: TabularKind): Promise<string[][]> {
  return kind === 'xlsx' ? readWorkbook(path) : readCsv(path);
}

/**
 * Where the header row is: statements open with a title and the account's details in one or
 * two cells per row; the header is the first row as wide as the widest of the first twenty.
 */
export function headerRowIndex(rows: string[][]): number {
  const head = rows.slice(0, 20);
  const widthOf = (row: string[]) => row.filter((cell) => cell !== '').length;
  const widest = Math.max(0, ...head.map(widthOf));
  return Math.max(
    0,
    head.findIndex((row) => widthOf(row) === widest),
  );
}
