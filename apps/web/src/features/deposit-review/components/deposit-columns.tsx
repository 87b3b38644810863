import type { DepositAuditRow } from '@lyp/shared/auction/deposit.schemas';
import { formatFen } from '@lyp/shared/format/currency';
import { Typography, type TableColumnsType } from 'antd';
import type { FilterField } from '../../../components/back-office';
import { DepositStatusTag, when } from '../../../components/deposits';
import { statusFilterOptions } from '../lib/deposit-display';

const LOT_AND_BIDDER_FILTERS: FilterField[] = [
  { name: 'lotKeyword', label: '标的', kind: 'text', placeholder: '标的编号或名称' },
  { name: 'bidderKeyword', label: '竞买人', kind: 'text', placeholder: '姓名或手机号' },
];

export const REVIEW_FILTERS: FilterField[] = [
  { name: 'status', label: '状态', kind: 'select', options: statusFilterOptions },
  ...LOT_AND_BIDDER_FILTERS,
  { name: 'submitted', label: '提交日期', kind: 'dateRange' },
];

export const RETURN_FILTERS: FilterField[] = LOT_AND_BIDDER_FILTERS;

const lotColumn: TableColumnsType<DepositAuditRow>[number] = {
  title: '标的',
  dataIndex: 'lotTitle',
  render: (title: string, row) => (
    <>
      <div>{title}</div>
      <div className="lyp-muted">{row.lotNo}</div>
    </>
  ),
};

const bidderColumn: TableColumnsType<DepositAuditRow>[number] = {
  title: '竞买人',
  dataIndex: 'bidderName',
  render: (name: string, row) => (
    <>
      <div>{name}</div>
      {row.bidderPhone ? <div className="lyp-muted">{row.bidderPhone}</div> : null}
    </>
  ),
};

const amountColumn: TableColumnsType<DepositAuditRow>[number] = {
  title: '金额',
  dataIndex: 'amountFen',
  align: 'right',
  render: (fen: number) => <Typography.Text strong>{formatFen(fen)}</Typography.Text>,
};

const statusColumn: TableColumnsType<DepositAuditRow>[number] = {
  title: '状态',
  dataIndex: 'status',
  render: (_status, row) => <DepositStatusTag deposit={row} />,
};

export const REVIEW_COLUMNS: TableColumnsType<DepositAuditRow> = [
  lotColumn,
  bidderColumn,
  amountColumn,
  statusColumn,
  { title: '提交时间', dataIndex: 'submittedAt', render: (at: string | null) => when(at) },
  {
    title: '审核人 / 时间',
    dataIndex: 'reviewerName',
    render: (name: string | null, row) =>
      name ? (
        <>
          <div>{name}</div>
          <div className="lyp-muted">{when(row.reviewedAt)}</div>
        </>
      ) : (
        '—'
      ),
  },
];

export const RETURN_COLUMNS: TableColumnsType<DepositAuditRow> = [
  lotColumn,
  bidderColumn,
  { ...amountColumn, title: '应退金额', dataIndex: 'returningFen' },
  statusColumn,
  { title: '释放时间', dataIndex: 'releasedAt', render: (at: string | null) => when(at) },
  { title: '退还期限', dataIndex: 'returnDueAt', render: (at: string | null) => when(at) },
];
