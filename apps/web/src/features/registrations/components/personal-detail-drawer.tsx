import type { CertificationReviewItem } from '@lyp/shared/account/certification.schemas';
import { Alert, Space, Typography } from 'antd';
import { DetailDrawer, ProtectedFile } from '../../../components/back-office';
import { when } from '../lib/review-display';
import { ReviewDecisionButtons } from './review-decision-buttons';
import { ReviewStatusTag } from './review-status-tag';
import { SameIdentitySection } from './same-applicants-section';

type Row = CertificationReviewItem;

/** 实名认证详情: what was typed, the ID card's two sides, and 通过 / 驳回 while it waits. */
export function PersonalDetailDrawer({
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
      title="实名认证详情"
      open={row !== undefined}
      onClose={onClose}
      items={row ? personalItems(row) : []}
      footer={
        row?.status === 'pending' ? (
          <Space wrap>
            <ReviewDecisionButtons row={row} onApprove={onApprove} onReject={onReject} />
          </Space>
        ) : null
      }
    >
      {row ? <IdentityPhotos row={row} /> : null}
    </DetailDrawer>
  );
}

function IdentityPhotos({ row }: { row: Row }) {
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%', marginTop: 16 }}>
      {row.duplicateAllowed ? (
        <Alert
          type="warning"
          showIcon
          title="该认证早于“一人一号”规则，与其他账号共用身份证号，已按原状保留"
        />
      ) : null}
      <SameIdentitySection userId={row.userId} />
      <Typography.Title level={5}>身份证照片</Typography.Title>
      {row.idFrontFileId ? <ProtectedFile fileId={row.idFrontFileId} label="身份证人像面" /> : null}
      {row.idBackFileId ? <ProtectedFile fileId={row.idBackFileId} label="身份证国徽面" /> : null}
      {!row.idFrontFileId && !row.idBackFileId ? (
        <Typography.Text type="secondary">未上传</Typography.Text>
      ) : null}
    </Space>
  );
}

function personalItems(row: Row) {
  return [
    { label: '真实姓名', children: row.subjectName },
    { label: '手机号', children: row.phone },
    { label: '身份证号', children: row.idNumber },
    { label: '审核状态', children: <ReviewStatusTag state={row.status} /> },
    { label: '提交时间', children: when(row.submittedAt) },
    { label: '审核人', children: row.reviewedAt ? row.reviewerName : null },
    { label: '审核时间', children: row.reviewedAt ? when(row.reviewedAt) : null },
    { label: '驳回原因', children: row.rejectReason },
  ];
}
