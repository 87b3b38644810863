import type { QualificationReviewItem } from '@lyp/shared/account/qualification.schemas';
import { Tag, type TableColumnsType } from 'antd';
import { when } from '../lib/review-display';
import { reviewStateOfQualification } from '../lib/qualification-review';
import { ReviewStatusTag, ReviewedBy } from './review-status-tag';

type Row = QualificationReviewItem;

export const QUALIFICATION_COLUMNS: TableColumnsType<Row> = [
  {
    title: '持有方',
    key: 'holder',
    render: (_value, row) => (
      <>
        <div>{row.orgName}</div>
        <div className="lyp-muted">{row.submitterPhone}</div>
      </>
    ),
  },
  { title: '资质类型', dataIndex: 'typeName' },
  { title: '证书编号', dataIndex: 'licenceNo' },
  {
    title: '有效期至',
    dataIndex: 'validUntil',
    render: (day: string, row) => (
      <>
        {day} {row.expired ? <Tag color="warning">已过期</Tag> : null}
      </>
    ),
  },
  { title: '提交时间', dataIndex: 'submittedAt', render: (at: string) => when(at) },
  {
    title: '状态',
    dataIndex: 'status',
    render: (status: Row['status']) => <ReviewStatusTag state={reviewStateOfQualification(status)} />,
  },
  {
    title: '审核人 / 审核时间',
    key: 'reviewer',
    render: (_value, row) => (
      <ReviewedBy name={row.reviewerName} at={row.reviewedAt ? when(row.reviewedAt) : null} />
    ),
  },
];
