import { CERTIFICATION_STATUS_LABELS, type Certification } from '@lyp/shared/account/certification.schemas';
import { exportList, type ExcelColumn } from '../../lib/excel-export';

/**
 * A personal certification as one row of 注册审核's export. The ID number is masked: a file
 * leaves the platform's access control, and the reviewer who needs the full number has the screen.
 */
export type CertificationExportSource = Certification & { phone: string; reviewerName: string | null };

interface CertificationExportRow {
  subjectName: string | null;
  phone: string;
  idNumberMasked: string | null;
  status: string;
  submittedAt: string | null;
  reviewedAt: string | null;
  reviewerName: string | null;
  rejectReason: string | null;
}

const COLUMNS: ExcelColumn<CertificationExportRow>[] = [
  { header: '姓名', key: 'subjectName', width: 14 },
  { header: '手机号', key: 'phone', format: 'text', width: 16 },
  { header: '身份证号（已打码）', key: 'idNumberMasked', format: 'text', width: 22 },
  { header: '认证状态', key: 'status' },
  { header: '提交时间', key: 'submittedAt', format: 'datetime', width: 20 },
  { header: '审核时间', key: 'reviewedAt', format: 'datetime', width: 20 },
  { header: '审核人', key: 'reviewerName', width: 12 },
  { header: '驳回原因', key: 'rejectReason', width: 30 },
];

const toRow = (row: CertificationExportSource): CertificationExportRow => ({
  subjectName: row.subjectName,
  phone: row.phone,
  idNumberMasked: row.idNumberMasked,
  status: CERTIFICATION_STATUS_LABELS[row.status],
  submittedAt: row.submittedAt,
  reviewedAt: row.reviewedAt,
  reviewerName: row.reviewerName,
  rejectReason: row.rejectReason,
});

/** 注册审核's 个人认证 tab as filtered, streamed as an .xlsx. */
export const exportCertifications = (rows: AsyncIterable<CertificationExportSource>, now: Date) =>
  exportList({ title: '实名认证审核', columns: COLUMNS, records: rows, toRow, now });
