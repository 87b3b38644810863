import type { PageQuery } from '@lyp/shared/api/envelope';

/** The rows one page covers, for a query's OFFSET and LIMIT. */
export interface PageWindow {
  offset: number;
  limit: number;
}

/** One page of records as every back-office list answers it (pageOf in shared). */
export interface Page<Record> {
  records: Record[];
  total: number;
  current: number;
  size: number;
}

/** The window of a 1-based page request: page 3 of 10 covers rows 20 to 29. */
export function pageWindow({ current, size }: PageQuery): PageWindow {
  return { offset: (current - 1) * size, limit: size };
}

/**
 * Reads one page through `read` (given the page's window) and answers it in the list envelope,
 * each row shown by `toRecord`.
 */
export async function readPage<Row, Record>(
  page: PageQuery,
  read: (window: PageWindow) => Promise<{ records: Row[]; total: number }>,
  toRecord: (row: Row) => Record,
): Promise<Page<Record>> {
  const { records, total } = await read(pageWindow(page));
  return { records: records.map(toRecord), total, current: page.current, size: page.size };
}
