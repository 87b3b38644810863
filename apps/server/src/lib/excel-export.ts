import { fenToYuan } from '@lyp/shared/format/currency';
import { timestampParts } from '@lyp/shared/format/timestamp';
import { PassThrough, type Readable, type Writable } from 'node:stream';
import { contentDisposition } from './content-disposition';
import { excelJs, type CellValue } from './exceljs';

/**
 * Back-office lists as .xlsx files, streamed: rows are compressed and sent as they are read, so
 * an export holds neither every row nor the finished file in memory.
 */

export type ExcelFormat = 'text' | 'yuan' | 'datetime';

export interface ExcelColumn<Row> {
  header: string;
  key: keyof Row & string;
  /** In characters; defaults to fit the header. */
  width?: number;
  /**
   * text: kept as typed (phone and account numbers keep their leading zeros);
   * yuan: integer fen shown as yuan with 2 decimals; datetime: China Standard Time.
   * Without a format, numbers stay numbers and booleans read 是/否.
   */
  format?: ExcelFormat;
}

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

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

/** Writes one sheet with a bold, frozen header row into `output`, row by row as they come. */
async function writeWorkbook<Row>(spec: StreamedWorkbookSpec<Row>, output: Writable): Promise<void> {
  const { WorkbookWriter } = excelJs().stream.xlsx;
  const workbook = new WorkbookWriter({ stream: output, useStyles: true });
  const sheet = workbook.addWorksheet(spec.sheetName.slice(0, 31) || 'Sheet1', {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = spec.columns.map((column) => ({
    key: column.key,
    width: column.width ?? widthOf(column.header),
    style: column.format ? { numFmt: NUMBER_FORMATS[column.format] } : {},
  }));

  const header = sheet.addRow(spec.columns.map((column) => column.header));
  header.font = { bold: true };
  header.commit();

  for await (const row of spec.rows) {
    sheet.addRow(spec.columns.map((column) => cellValue(row[column.key], column.format))).commit();
  }
  sheet.commit();
  await workbook.commit();
}

export interface StreamedWorkbookSpec<Row> {
  sheetName: string;
  columns: ExcelColumn<Row>[];
  rows: Iterable<Row> | AsyncIterable<Row>;
}

/**
 * The .xlsx as a stream, written while the rows are still being read: a long export starts
 * arriving at once (the browser shows its progress) and never sits whole in memory as rows.
 * A failure part-way destroys the stream, so the download fails rather than ending short.
 */
export function streamWorkbook<Row>(spec: StreamedWorkbookSpec<Row>): Readable {
  const output = new PassThrough();
  writeWorkbook(spec, output).catch((error: unknown) =>
    output.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return output;
}

/**
 * A back-office list as filtered, streamed as an .xlsx named after the screen and the day in
 * China (订单管理-20261125.xlsx): each record of `records` becomes a row by `toRow`.
 */
export function exportList<Source, Row>(spec: {
  title: string;
  columns: ExcelColumn<Row>[];
  records: AsyncIterable<Source>;
  toRow: (record: Source) => Row;
  now: Date;
}): { fileName: string; stream: Readable } {
  async function* rows() {
    for await (const record of spec.records) yield spec.toRow(record);
  }
  return {
    fileName: `${spec.title}-${timestampParts(spec.now).date}.xlsx`,
    stream: streamWorkbook({ sheetName: spec.title, columns: spec.columns, rows: rows() }),
  };
}

/**
 * Every row of a paged query, a page at a time: `page(offset, limit)` is called until it
 * answers fewer rows than asked for, or `maxRows` have been read.
 */
export async function* allPages<Row>(
  page: (offset: number, limit: number) => Promise<Row[]>,
  options: { pageSize?: number; maxRows?: number } = {},
): AsyncGenerator<Row> {
  const pageSize = options.pageSize ?? 500;
  const maxRows = options.maxRows ?? 100_000;
  for (let offset = 0; offset < maxRows; offset += pageSize) {
    const rows = await page(offset, Math.min(pageSize, maxRows - offset));
    yield* rows;
    if (rows.length < pageSize) return;
  }
}

/**
 * Headers for sending an .xlsx: the real (Chinese) name in filename* (RFC 5987/6266) and an
 * ASCII stand-in for clients that read only filename.
 */
export function excelReplyHeaders(fileName: string): Record<'content-type' | 'content-disposition', string> {
  const name = fileName.toLowerCase().endsWith('.xlsx') ? fileName : `${fileName}.xlsx`;
  return { 'content-type': XLSX_CONTENT_TYPE, 'content-disposition': contentDisposition('attachment', name) };
}
