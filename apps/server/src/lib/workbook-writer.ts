import { fenToYuan } from '@lyp/shared/format/currency';
import { timestampParts } from '@lyp/shared/format/timestamp';
import type { Writable } from 'node:stream';
import { excelJs, type CellValue } from './exceljs';

/**
 * Writing one .xlsx sheet, row by row, into a stream. Runs in the workbook thread
 * (workbook-worker.ts): building the sheet's XML and compressing it is the CPU-heavy part of
 * an export, and there it cannot hold up a bid.
 */

export type ExcelFormat = 'text' | 'yuan' | 'datetime';

/** A column as the writer needs it: rows arrive as arrays of values in column order. */
export interface WorkbookColumn {
  header: string;
  /** In characters; defaults to fit the header. */
  width?: number;
  /**
   * text: kept as typed (phone and account numbers keep their leading zeros);
   * yuan: integer fen shown as yuan with 2 decimals; datetime: China Standard Time.
   * Without a format, numbers stay numbers and booleans read 是/否.
   */
  format?: ExcelFormat;
}

const NUMBER_FORMATS: Record<ExcelFormat, string> = {
  text: '@',
  yuan: '#,##0.00',
  datetime: 'yyyy-mm-dd hh:mm:ss',
};

/** Excel has no time zones: a moment is written as the wall-clock time in China. */
function chinaWallClock(value: Date | string | number): Date | undefined {
  const at = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(at.getTime())) return undefined;
  const { date, hour, minute, second } = timestampParts(at);
  return new Date(
    Date.UTC(
      Number(date.slice(0, 4)),
      Number(date.slice(4, 6)) - 1,
      Number(date.slice(6, 8)),
      Number(hour),
      Number(minute),
      Number(second),
    ),
  );
}

function cellValue(value: unknown, format: ExcelFormat | undefined): CellValue {
  if (value === null || value === undefined || value === '') return null;
  switch (format) {
    case 'text':
      return typeof value === 'string'
        ? value
        : typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint'
          ? String(value)
          : JSON.stringify(value);
    case 'yuan':
      return typeof value === 'number' ? fenToYuan(value) : null;
    case 'datetime':
      return value instanceof Date || typeof value === 'string' || typeof value === 'number'
        ? (chinaWallClock(value) ?? null)
        : null;
    default:
      if (typeof value === 'boolean') return value ? '是' : '否';
      if (typeof value === 'number' || typeof value === 'string' || value instanceof Date) return value;
      return JSON.stringify(value);
  }
}

/** Wide enough for the header; a Chinese character takes about two widths. */
const widthOf = (header: string) => Math.max(10, [...header].length * 2 + 2);

/** One sheet with a bold, frozen header row, written into `output` as rows are added. */
export function createSheetWriter(sheetName: string, columns: WorkbookColumn[], output: Writable) {
  const { WorkbookWriter } = excelJs().stream.xlsx;
  const workbook = new WorkbookWriter({ stream: output, useStyles: true });
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31) || 'Sheet1', {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = columns.map((column, index) => ({
    key: `c${index}`,
    width: column.width ?? widthOf(column.header),
    style: column.format ? { numFmt: NUMBER_FORMATS[column.format] } : {},
  }));
  const header = sheet.addRow(columns.map((column) => column.header));
  header.font = { bold: true };
  header.commit();

  return {
    addRows(rows: unknown[][]) {
      for (const row of rows) {
        sheet.addRow(columns.map((column, index) => cellValue(row[index], column.format))).commit();
      }
    },
    async finish() {
      sheet.commit();
      await workbook.commit();
    },
  };
}
