import { BID_STANDING_LABELS, type MyBidLot } from '@lyp/shared/auction/bid.schemas';
import { LOT_STATUS_LABELS } from '@lyp/shared/auction/bulletin.schemas';
import { formatLabel } from '@lyp/shared/auction/auction-formats';
import { exportList, type ExcelColumn } from '../../lib/excel-export';

/** A lot the bidder bid on as one row of 我的竞价's export: where they stand, in yuan. */
interface MyBidExportRow {
  lotNo: string;
  title: string;
  format: string;
  alias: string;
  standing: string;
  lotStatus: string;
  currentPriceFen: number | null;
  myHighestFen: number | null;
  myMaxFen: number | null;
  bidCount: number;
  startsAt: string;
  endsAt: string;
}

const COLUMNS: ExcelColumn<MyBidExportRow>[] = [
  { header: '标的编号', key: 'lotNo', format: 'text', width: 20 },
  { header: '标的', key: 'title', width: 36 },
  { header: '竞价方式', key: 'format', width: 14 },
  { header: '我的代号', key: 'alias', width: 14 },
  { header: '状态', key: 'standing' },
  { header: '标的状态', key: 'lotStatus' },
  { header: '当前价（元）', key: 'currentPriceFen', format: 'yuan', width: 14 },
  { header: '我的最高出价（元）', key: 'myHighestFen', format: 'yuan', width: 20 },
  { header: '我的最高价（元）', key: 'myMaxFen', format: 'yuan', width: 18 },
  { header: '出价次数', key: 'bidCount' },
  { header: '开始时间', key: 'startsAt', format: 'datetime', width: 20 },
  { header: '结束时间', key: 'endsAt', format: 'datetime', width: 20 },
];

const toExportRow = (lot: MyBidLot): MyBidExportRow => ({
  lotNo: lot.lotNo,
  title: lot.title,
  format: formatLabel(lot),
  alias: lot.alias,
  standing: BID_STANDING_LABELS[lot.standing],
  lotStatus: LOT_STATUS_LABELS[lot.status],
  currentPriceFen: lot.currentPriceFen,
  myHighestFen: lot.myHighestFen,
  myMaxFen: lot.myMaxFen,
  bidCount: lot.bidCount,
  startsAt: lot.startsAt,
  endsAt: lot.endsAt,
});

/** 我的竞价, every page of it, streamed as an .xlsx. */
export const exportMyBids = (lots: AsyncIterable<MyBidLot>, now: Date) =>
  exportList({ title: '我的竞价', columns: COLUMNS, records: lots, toRow: toExportRow, now });
