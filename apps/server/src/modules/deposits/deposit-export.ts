import {
  DEPOSIT_STATUS_LABELS,
  type Deposit,
  type DepositAuditRow,
} from '@lyp/shared/auction/deposit.schemas';
import { exportList, type ExcelColumn } from '../../lib/excel-export';

/** A deposit as one row of 保证金管理's export: whose, for which lot, where its money stands. */
interface DepositExportRow {
  lotNo: string;
  lotTitle: string;
  bidderName: string;
  bidderPhone: string | null;
  amountFen: number;
  status: string;
  frozenFen: number;
  returningFen: number;
  returnedFen: number;
  appliedFen: number;
  forfeitedFen: number;
  submittedAt: string | null;
  confirmedAt: string | null;
  returnDueAt: string | null;
  returnedAt: string | null;
  returnTransferReference: string | null;
  reviewerName: string | null;
  reviewedAt: string | null;
  rejectReason: string | null;
}

const COLUMNS: ExcelColumn<DepositExportRow>[] = [
  { header: '标的编号', key: 'lotNo', format: 'text', width: 20 },
  { header: '标的', key: 'lotTitle', width: 36 },
  { header: '竞买人', key: 'bidderName', width: 24 },
  { header: '手机号', key: 'bidderPhone', format: 'text', width: 16 },
  { header: '保证金（元）', key: 'amountFen', format: 'yuan', width: 14 },
  { header: '状态', key: 'status' },
  { header: '冻结中（元）', key: 'frozenFen', format: 'yuan', width: 14 },
  { header: '退还中（元）', key: 'returningFen', format: 'yuan', width: 14 },
  { header: '已退还（元）', key: 'returnedFen', format: 'yuan', width: 14 },
  { header: '已转货款（元）', key: 'appliedFen', format: 'yuan', width: 16 },
  { header: '已罚没（元）', key: 'forfeitedFen', format: 'yuan', width: 14 },
  { header: '提交时间', key: 'submittedAt', format: 'datetime', width: 20 },
  { header: '确认到账时间', key: 'confirmedAt', format: 'datetime', width: 20 },
  { header: '应退还时间', key: 'returnDueAt', format: 'datetime', width: 20 },
  { header: '退还时间', key: 'returnedAt', format: 'datetime', width: 20 },
  { header: '退款流水号', key: 'returnTransferReference', format: 'text', width: 24 },
  { header: '经办人', key: 'reviewerName', width: 14 },
  { header: '经办时间', key: 'reviewedAt', format: 'datetime', width: 20 },
  { header: '驳回原因', key: 'rejectReason', width: 30 },
];

/** The columns only the platform sees: whose deposit it is, who handled it and the refund's bank reference. */
const AUDIT_ONLY: ReadonlySet<keyof DepositExportRow> = new Set([
  'bidderName',
  'bidderPhone',
  'reviewerName',
  'reviewedAt',
  'returnTransferReference',
]);

/** A bidder's own deposit as one row of 我的保证金's export: no bidder, phone or reviewer. */
type MyDepositExportRow = Omit<
  DepositExportRow,
  'bidderName' | 'bidderPhone' | 'reviewerName' | 'reviewedAt' | 'returnTransferReference'
>;

// 保证金管理's columns less the platform's, so the two sheets read alike; the bidder paid it.
const MY_COLUMNS = COLUMNS.filter((column) => !AUDIT_ONLY.has(column.key)).map((column) =>
  column.key === 'submittedAt' ? { ...column, header: '缴纳时间' } : column,
) as ExcelColumn<MyDepositExportRow>[];

const toMyExportRow = (deposit: Omit<Deposit, 'entries'>): MyDepositExportRow => ({
  lotNo: deposit.lotNo,
  lotTitle: deposit.lotTitle,
  amountFen: deposit.amountFen,
  status: DEPOSIT_STATUS_LABELS[deposit.status],
  frozenFen: deposit.frozenFen,
  returningFen: deposit.returningFen,
  returnedFen: deposit.returnedFen,
  appliedFen: deposit.appliedFen,
  forfeitedFen: deposit.forfeitedFen,
  submittedAt: deposit.submittedAt,
  confirmedAt: deposit.confirmedAt,
  returnDueAt: deposit.returnDueAt,
  returnedAt: deposit.returnedAt,
  rejectReason: deposit.rejectReason,
});

const toExportRow = (deposit: DepositAuditRow): DepositExportRow => ({
  ...toMyExportRow(deposit),
  bidderName: deposit.bidderName,
  bidderPhone: deposit.bidderPhone,
  reviewerName: deposit.reviewerName,
  reviewedAt: deposit.reviewedAt,
  returnTransferReference: deposit.returnTransferReference,
});

/** 保证金管理 as filtered, streamed as an .xlsx. */
export const exportDeposits = (deposits: AsyncIterable<DepositAuditRow>, now: Date) =>
  exportList({ title: '保证金管理', columns: COLUMNS, records: deposits, toRow: toExportRow, now });

/** 我的保证金 as filtered, streamed as an .xlsx. */
export const exportMyDeposits = (deposits: AsyncIterable<Omit<Deposit, 'entries'>>, now: Date) =>
  exportList({ title: '我的保证金', columns: MY_COLUMNS, records: deposits, toRow: toMyExportRow, now });
