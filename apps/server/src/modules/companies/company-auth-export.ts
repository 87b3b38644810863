import {
  COMPANY_AUTH_STATUS_LABELS,
  type CompanyAuthListBody,
  type CompanyAuthReviewRow,
} from '@lyp/shared/company/company.schemas';
import { exportList, type ExcelColumn } from '../../lib/excel-export';

/** A company's application as one row of 注册审核's export: the licence, contact, bank and review. */
interface CompanyAuthExportRow {
  companyName: string | null;
  companyCode: string | null;
  legalPerson: string | null;
  applicantName: string | null;
  applicantPhone: string;
  contactPerson: string | null;
  contactPhone: string | null;
  address: string;
  bankName: string | null;
  bankNumber: string | null;
  interbankAccount: string | null;
  status: string;
  submittedAt: string | null;
  reviewedAt: string | null;
  reviewerName: string | null;
  rejectReason: string | null;
  bankChange: string | null;
  bankChangeSubmittedAt: string | null;
  bankChangeReviewedAt: string | null;
  bankChangeReviewerName: string | null;
}

const COLUMNS: ExcelColumn<CompanyAuthExportRow>[] = [
  { header: '企业名称', key: 'companyName', width: 32 },
  { header: '统一社会信用代码', key: 'companyCode', format: 'text', width: 22 },
  { header: '法定代表人', key: 'legalPerson', width: 12 },
  { header: '申请人', key: 'applicantName', width: 12 },
  { header: '申请人手机号', key: 'applicantPhone', format: 'text', width: 16 },
  { header: '联系人', key: 'contactPerson', width: 12 },
  { header: '联系电话', key: 'contactPhone', format: 'text', width: 16 },
  { header: '企业地址', key: 'address', width: 40 },
  { header: '开户行', key: 'bankName', width: 28 },
  { header: '银行账号', key: 'bankNumber', format: 'text', width: 24 },
  { header: '联行号', key: 'interbankAccount', format: 'text', width: 16 },
  { header: '认证状态', key: 'status' },
  { header: '提交时间', key: 'submittedAt', format: 'datetime', width: 20 },
  { header: '审核时间', key: 'reviewedAt', format: 'datetime', width: 20 },
  { header: '审核人', key: 'reviewerName', width: 12 },
  { header: '驳回原因', key: 'rejectReason', width: 30 },
  { header: '开户信息变更', key: 'bankChange', width: 40 },
  { header: '变更提交时间', key: 'bankChangeSubmittedAt', format: 'datetime', width: 20 },
  { header: '变更审核时间', key: 'bankChangeReviewedAt', format: 'datetime', width: 20 },
  { header: '变更审核人', key: 'bankChangeReviewerName', width: 12 },
];

/** A waiting or turned-down bank change, as the reviewer would read it in one cell. */
function bankChangeOf(row: CompanyAuthReviewRow): string | null {
  const change = row.bankChange;
  if (!change) return null;
  const account = `${change.bankName} ${change.bankNumber}（联行号 ${change.interbankAccount}）`;
  return change.status === 'submitted'
    ? `待审核：${account}`
    : `未通过：${account}${change.rejectReason ? `，${change.rejectReason}` : ''}`;
}

const toRow = (row: CompanyAuthReviewRow): CompanyAuthExportRow => ({
  companyName: row.companyName,
  companyCode: row.companyCode,
  legalPerson: row.legalPerson,
  applicantName: row.applicantName,
  applicantPhone: row.applicantPhone,
  contactPerson: row.contactPerson,
  contactPhone: row.contactPhone,
  address: [row.companyAddr, row.detailAddr].filter(Boolean).join(''),
  bankName: row.bankName,
  bankNumber: row.bankNumber,
  interbankAccount: row.interbankAccount,
  status: COMPANY_AUTH_STATUS_LABELS[row.status],
  submittedAt: row.submittedAt,
  reviewedAt: row.reviewedAt,
  reviewerName: row.reviewerName,
  rejectReason: row.rejectReason,
  bankChange: bankChangeOf(row),
  bankChangeSubmittedAt: row.bankChangeSubmittedAt,
  bankChangeReviewedAt: row.bankChangeReviewedAt,
  bankChangeReviewerName: row.bankChangeReviewerName,
});

/**
 * 注册审核's 企业认证 or 开户信息变更 tab as filtered, streamed as an .xlsx named after the tab
 * (the bank tab is the one that filters by bank change).
 */
export function exportCompanyAuths(
  rows: AsyncIterable<CompanyAuthReviewRow>,
  body: CompanyAuthListBody,
  now: Date,
) {
  const bankTab = body.bankChange !== undefined || body.bankChangePending !== undefined;
  const title = bankTab ? '开户信息审核' : '企业认证审核';
  return exportList({ title, columns: COLUMNS, records: rows, toRow, now });
}
