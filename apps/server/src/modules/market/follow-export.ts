import { LOT_STATUS_LABELS } from '@lyp/shared/auction/bulletin.schemas';
import type { LotCard } from '@lyp/shared/auction/market.schemas';
import { exportList, type ExcelColumn } from '../../lib/excel-export';

/** A followed lot as the list shows it: its card and whether 开拍提醒 is on. */
export type FollowedLot = LotCard & { remind: boolean };

/** A followed lot as one row of 我的关注's export: what, from whom, when, at what price. */
interface FollowExportRow {
  lotNo: string;
  title: string;
  bulletinTitle: string;
  sellerName: string;
  startPriceFen: number;
  currentPriceFen: number;
  depositFen: number;
  bidCount: number;
  startsAt: string;
  endsAt: string;
  status: string;
  remind: boolean;
}

const COLUMNS: ExcelColumn<FollowExportRow>[] = [
  { header: '标的编号', key: 'lotNo', format: 'text', width: 20 },
  { header: '标的', key: 'title', width: 36 },
  { header: '公告', key: 'bulletinTitle', width: 36 },
  { header: '委托方', key: 'sellerName', width: 30 },
  { header: '起拍价（元）', key: 'startPriceFen', format: 'yuan', width: 14 },
  { header: '当前价（元）', key: 'currentPriceFen', format: 'yuan', width: 14 },
  { header: '保证金（元）', key: 'depositFen', format: 'yuan', width: 14 },
  { header: '出价次数', key: 'bidCount' },
  { header: '开始时间', key: 'startsAt', format: 'datetime', width: 20 },
  { header: '结束时间', key: 'endsAt', format: 'datetime', width: 20 },
  { header: '状态', key: 'status' },
  // A boolean cell reads 是/否.
  { header: '开拍提醒', key: 'remind' },
];

const toExportRow = (lot: FollowedLot): FollowExportRow => ({
  lotNo: lot.lotNo,
  title: lot.title,
  bulletinTitle: lot.bulletinTitle,
  sellerName: lot.sellerName,
  startPriceFen: lot.startPriceFen,
  // As the list shows it: the start price until someone bids.
  currentPriceFen: lot.currentPriceFen ?? lot.startPriceFen,
  depositFen: lot.depositFen,
  bidCount: lot.bidCount,
  startsAt: lot.startsAt,
  endsAt: lot.endsAt,
  status: LOT_STATUS_LABELS[lot.status],
  remind: lot.remind,
});

/** 我的关注, every page of it, streamed as an .xlsx. */
export const exportFollows = (lots: AsyncIterable<FollowedLot>, now: Date) =>
  exportList({ title: '我的关注', columns: COLUMNS, records: lots, toRow: toExportRow, now });
