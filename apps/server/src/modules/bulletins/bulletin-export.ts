import { BIDDING_MODE_LABELS } from '@lyp/shared/auction/auction-formats';
import type { AuditListItem } from '@lyp/shared/auction/audit.schemas';
import { BULLETIN_STATUS_LABELS, type BulletinSummary } from '@lyp/shared/auction/bulletin.schemas';
import { exportList, type ExcelColumn } from '../../lib/excel-export';

/** A bulletin as one row of an export: whose, when, and how its review went. */
interface BulletinExportRow {
  bulletinNo: string;
  title: string;
  sellerName: string;
  status: string;
  lotCount: number;
  formats: string;
  submittedAt: string | null;
  publishedAt: string | null;
  firstStartsAt: string | null;
  lastEndsAt: string | null;
  reviewerName: string | null;
  reviewedAt: string | null;
  reviewReason: string | null;
}

const COLUMNS: ExcelColumn<BulletinExportRow>[] = [
  { header: '公告编号', key: 'bulletinNo', format: 'text', width: 20 },
  { header: '公告标题', key: 'title', width: 40 },
  { header: '委托方', key: 'sellerName', width: 30 },
  { header: '状态', key: 'status' },
  { header: '标的数', key: 'lotCount' },
  { header: '竞价方式', key: 'formats', width: 18 },
  { header: '提交时间', key: 'submittedAt', format: 'datetime', width: 20 },
  { header: '发布时间', key: 'publishedAt', format: 'datetime', width: 20 },
  { header: '开始竞价', key: 'firstStartsAt', format: 'datetime', width: 20 },
  { header: '竞价结束', key: 'lastEndsAt', format: 'datetime', width: 20 },
  { header: '审核人', key: 'reviewerName', width: 14 },
  { header: '审核时间', key: 'reviewedAt', format: 'datetime', width: 20 },
  { header: '审核意见', key: 'reviewReason', width: 30 },
];

/** A seller's list has the bulletin's own reject reason; an auditor's, the last review too. */
type ExportedBulletin = BulletinSummary &
  Partial<Pick<AuditListItem, 'reviewerName' | 'reviewedAt' | 'reviewReason'>>;

const toExportRow = (bulletin: ExportedBulletin): BulletinExportRow => ({
  bulletinNo: bulletin.bulletinNo,
  title: bulletin.title,
  sellerName: bulletin.sellerName,
  status: BULLETIN_STATUS_LABELS[bulletin.status],
  lotCount: bulletin.lotCount,
  formats: bulletin.biddingModes.map((mode) => BIDDING_MODE_LABELS[mode]).join('、'),
  submittedAt: bulletin.submittedAt,
  publishedAt: bulletin.publishedAt,
  firstStartsAt: bulletin.firstStartsAt,
  lastEndsAt: bulletin.lastEndsAt,
  reviewerName: bulletin.reviewerName ?? null,
  reviewedAt: bulletin.reviewedAt ?? null,
  reviewReason: bulletin.reviewReason ?? bulletin.rejectReason,
});

/** Bulletins as a list filtered them, streamed as an .xlsx titled after the screen. */
export const exportBulletins = (title: string, bulletins: AsyncIterable<ExportedBulletin>, now: Date) =>
  exportList({ title, columns: COLUMNS, records: bulletins, toRow: toExportRow, now });
