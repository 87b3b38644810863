import type { CertificationReviewItem } from '@lyp/shared/account/certification.schemas';
import type { TableColumnsType } from 'antd';
import { when } from '../lib/review-display';
import { ReviewStatusTag, ReviewedBy } from './review-status-tag';

type Row = CertificationReviewItem;

export const PERSONAL_COLUMNS: TableColumnsType<Row> = [
  {
    title: '申请人',
    key: 'applicant',
    render: (_value, row) => (
      <>
        <div>{row.subjectName}</div>
        <div className="lyp-muted">{row.phone}</div>
      </>
    ),
  },
  { title: '身份证号', dataIndex: 'idNumberMasked' },
  { title: '提交时间', dataIndex: 'submittedAt', render: (at: string | null) => when(at) },
  {
    title: '状态',
    dataIndex: 'status',
    render: (status: Row['status']) => <ReviewStatusTag state={status} />,
  },
  {
    title: '审核人 / 审核时间',
    key: 'reviewer',
    render: (_value, row) => (
      <ReviewedBy name={row.reviewerName} at={row.reviewedAt ? when(row.reviewedAt) : null} />
    ),
  },
];
