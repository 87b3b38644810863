import type { CompanyAuthReviewRow } from '@lyp/shared/company/company.schemas';
import type { TableColumnsType } from 'antd';
import { companyRowReview, companyRowState, type CompanyQueue } from '../lib/company-review';
import { when } from '../lib/review-display';
import { ReviewStatusTag, ReviewedBy } from './review-status-tag';

type Row = CompanyAuthReviewRow;

export function companyColumns(queue: CompanyQueue): TableColumnsType<Row> {
  return [
    {
      title: '企业',
      key: 'company',
      render: (_value, row) => (
        <>
          <div>{row.companyName ?? '—'}</div>
          <div className="lyp-muted">{row.companyCode ?? ''}</div>
        </>
      ),
    },
    {
      title: '申请人',
      key: 'applicant',
      render: (_value, row) => (
        <>
          <div>{row.applicantName ?? '—'}</div>
          <div className="lyp-muted">{row.applicantPhone}</div>
        </>
      ),
    },
    ...(queue === 'bank'
      ? [
          {
            title: '新开户信息',
            key: 'bankChange',
            render: (_value: unknown, row: Row) =>
              row.bankChange ? (
                <>
                  <div>{row.bankChange.bankName}</div>
                  <div className="lyp-muted">{row.bankChange.bankNumber}</div>
                </>
              ) : (
                <span className="lyp-muted">已生效</span>
              ),
          },
        ]
      : []),
    {
      title: '提交时间',
      key: 'submittedAt',
      render: (_value, row) => when(companyRowReview(queue, row).submittedAt),
    },
    {
      title: '状态',
      key: 'state',
      render: (_value, row) => <ReviewStatusTag state={companyRowState(queue, row)} />,
    },
    {
      title: '审核人 / 审核时间',
      key: 'reviewer',
      render: (_value, row) => {
        const review = companyRowReview(queue, row);
        return (
          <ReviewedBy name={review.reviewerName} at={review.reviewedAt ? when(review.reviewedAt) : null} />
        );
      },
    },
  ];
}
