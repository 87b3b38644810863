import { AUCTION_RECORD_KIND_LABELS } from '@lyp/shared/auction/auction-record';
import type { AuctionRecord, AuctionRecordEntry } from '@lyp/shared/auction/auction-record.schemas';
import { formatTimestamp } from '@lyp/shared/format/timestamp';
import { exportList, type ExcelColumn } from '../../lib/excel-export';

/** One record of a lot as a row of its export: what it says, and the hash it was written with. */
interface RecordExportRow {
  seq: number | null;
  kind: string;
  at: Date;
  alias: string;
  amountFen: number | null;
  note: string;
  hash: string;
}

const COLUMNS: ExcelColumn<RecordExportRow>[] = [
  { header: '序号', key: 'seq' },
  { header: '记录', key: 'kind', width: 22 },
  { header: '时间', key: 'at', format: 'datetime', width: 20 },
  { header: '竞买人代号', key: 'alias', width: 14 },
  { header: '金额（元）', key: 'amountFen', format: 'yuan', width: 16 },
  { header: '说明', key: 'note', width: 28 },
  { header: '哈希（SHA-256）', key: 'hash', format: 'text', width: 68 },
];

function noteOf(entry: AuctionRecordEntry): string {
  if (entry.kind === 'extension' && entry.endsAtMs !== undefined)
    return `结束时间延至 ${formatTimestamp(new Date(entry.endsAtMs))}`;
  if (entry.kind === 'close') return entry.result === 'sold' ? '成交' : '未成交';
  if (entry.kind === 'revocation') return `作废出价 ${entry.count ?? 0} 次`;
  const marks = [entry.revoked ? '已作废' : '', entry.priority ? '优先购买权人' : ''];
  return marks.filter(Boolean).join('，');
}

const toRow = (entry: AuctionRecordEntry): RecordExportRow => ({
  seq: entry.seq,
  kind: AUCTION_RECORD_KIND_LABELS[entry.kind],
  at: new Date(entry.atMs),
  alias: entry.alias ?? '',
  amountFen: entry.amountFen ?? null,
  note: noteOf(entry),
  hash: entry.hash ?? '（未入链）',
});

async function* each<T>(items: T[]) {
  yield* items;
}

/** A closed lot's record as an .xlsx: each record with its hash; the last hash is the chain head. */
export const exportAuctionRecord = (record: AuctionRecord, now: Date) =>
  exportList({
    title: `竞价记录-${record.lotNo}`,
    columns: COLUMNS,
    records: each(record.records),
    toRow,
    now,
  });
