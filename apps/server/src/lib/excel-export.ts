import { timestampParts } from '@lyp/shared/format/timestamp';
import { PassThrough, type Readable } from 'node:stream';
import { contentDisposition } from './content-disposition';
import { writeWorkbookInThread } from './workbook-thread';
import type { WorkbookColumn } from './workbook-writer';

/**
 * Back-office lists as .xlsx files, streamed: rows are compressed and sent as they are read, so
 * an export holds neither every row nor the finished file in memory.
 */

export type { ExcelFormat } from './workbook-writer';

export interface ExcelColumn<Row> extends WorkbookColumn {
  key: keyof Row & string;
}

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface StreamedWorkbookSpec<Row> {
  sheetName: string;
  columns: ExcelColumn<Row>[];
  rows: Iterable<Row> | AsyncIterable<Row>;
}

/**
 * The .xlsx as a stream, written while the rows are still being read: the rows are read here
 * and the file is written in the workbook thread (lib/workbook-thread.ts), where building and
 * compressing it cannot hold up bids. A failure part-way destroys the stream, so the download
 * fails rather than ending short.
 */
export function streamWorkbook<Row>(spec: StreamedWorkbookSpec<Row>): Readable {
  const output = new PassThrough();
  const { columns } = spec;
  async function* cells() {
    for await (const row of spec.rows) yield columns.map((column) => row[column.key]);
  }
  writeWorkbookInThread({ sheetName: spec.sheetName, columns, rows: cells() }, output).catch(
    (error: unknown) => output.destroy(error instanceof Error ? error : new Error(String(error))),
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
