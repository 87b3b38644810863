import type { QualificationReviewItem } from '@lyp/shared/account/qualification.schemas';
import { Space, Tag, Typography } from 'antd';
import { DetailDrawer, ProtectedFile } from '../../../components/back-office';
import { when } from '../lib/review-display';
import { reviewStateOfQualification } from '../lib/qualification-review';
import { ReviewDecisionButtons } from './review-decision-buttons';
import { ReviewStatusTag } from './review-status-tag';

type Row = QualificationReviewItem;

/** 资质详情: the licence as typed beside its scans (images and PDFs inline), 通过 / 驳回 while it waits. */
export function QualificationDetailDrawer({
  row,
  onClose,
  onApprove,
  onReject,
}: {
  row: Row | undefined;
  onClose: () => void;
  onApprove: (row: Row) => void;
  onReject: (row: Row) => void;
}) {
  return (
    <DetailDrawer
      title="竞买人资质详情"
      open={row !== undefined}
      onClose={onClose}
      items={row ? qualificationItems(row) : []}
      footer={
        row?.status === 'submitted' ? (
          <Space wrap>
            <ReviewDecisionButtons row={row} onApprove={onApprove} onReject={onReject} />
          </Space>
        ) : null
      }
    >
      {row ? (
        <Space orientation="vertical" size={12} style={{ width: '100%', marginTop: 16 }}>
          <Typography.Title level={5}>资质扫描件</Typography.Title>
          {row.fileIds.map((fileId, index) => (
            <ProtectedFile key={fileId} fileId={fileId} label={`${row.typeName}扫描件 ${index + 1}`} />
          ))}
        </Space>
      ) : null}
    </DetailDrawer>
  );
}

function qualificationItems(row: Row) {
  return [
    { label: '持有方', children: row.orgName },
    { label: '提交人手机号', children: row.submitterPhone },
    { label: '资质类型', children: row.typeName },
    { label: '证书编号', children: row.licenceNo },
    {
      label: '有效期至',
      children: (
        <>
          {row.validUntil} {row.expired ? <Tag color="warning">已过期</Tag> : null}
        </>
      ),
    },
    { label: '审核状态', children: <ReviewStatusTag state={reviewStateOfQualification(row.status)} /> },
    { label: '提交时间', children: when(row.submittedAt) },
    // A resubmission starts a fresh review: no earlier reviewer shows until this one decides.
    { label: '审核人', children: row.reviewedAt ? row.reviewerName : null },
    { label: '审核时间', children: row.reviewedAt ? when(row.reviewedAt) : null },
    { label: '驳回原因', children: row.rejectReason },
  ];
}
