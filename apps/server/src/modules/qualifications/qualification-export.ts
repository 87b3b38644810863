import {
  QUALIFICATION_STATUS_LABELS,
  type QualificationReviewItem,
} from '@lyp/shared/account/qualification.schemas';
import { exportList, type ExcelColumn } from '../../lib/excel-export';

interface QualificationExportRow {
  orgName: string;
  typeName: string;
  licenceNo: string;
  validUntil: string;
  status: string;
  submitterPhone: string;
  submittedAt: string;
  reviewedAt: string | null;
  reviewerName: string | null;
  rejectReason: string | null;
}

const COLUMNS: ExcelColumn<QualificationExportRow>[] = [
  { header: '持有方', key: 'orgName', width: 28 },
  { header: '资质类型', key: 'typeName', width: 24 },
  { header: '证书编号', key: 'licenceNo', format: 'text', width: 24 },
  { header: '有效期至', key: 'validUntil', format: 'text', width: 12 },
  { header: '审核状态', key: 'status' },
  { header: '提交人手机号', key: 'submitterPhone', format: 'text', width: 16 },
  { header: '提交时间', key: 'submittedAt', format: 'datetime', width: 20 },
  { header: '审核时间', key: 'reviewedAt', format: 'datetime', width: 20 },
  { header: '审核人', key: 'reviewerName', width: 12 },
  { header: '驳回原因', key: 'rejectReason', width: 30 },
];

const toRow = (item: QualificationReviewItem): QualificationExportRow => ({
  orgName: item.orgName,
  typeName: item.typeName,
  licenceNo: item.licenceNo,
  // An expired licence says so in its state: the reviewer's list marks it the same way.
  validUntil: item.validUntil,
  status: item.expired && item.status === 'approved' ? '已过期' : QUALIFICATION_STATUS_LABELS[item.status],
  submitterPhone: item.submitterPhone,
  submittedAt: item.submittedAt,
  reviewedAt: item.reviewedAt,
  reviewerName: item.reviewerName,
  rejectReason: item.rejectReason,
});

/** 注册审核's 竞买人资质 tab as filtered, streamed as an .xlsx: who sent what, who decided and when. */
export const exportQualifications = (rows: AsyncIterable<QualificationReviewItem>, now: Date) =>
  exportList({ title: '竞买人资质审核', columns: COLUMNS, records: rows, toRow, now });
