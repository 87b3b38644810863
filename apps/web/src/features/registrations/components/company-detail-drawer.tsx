import type { CompanyAuthReviewRow } from '@lyp/shared/company/company.schemas';
import { Descriptions, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { DetailDrawer, ProtectedFile, type DetailItem } from '../../../components/back-office';
import { companyRowState } from '../lib/company-review';
import { when } from '../lib/review-display';
import { ReviewStatusTag } from './review-status-tag';
import { SameCreditCodeSection } from './same-applicants-section';

type Row = CompanyAuthReviewRow;

function applicationItems(row: Row): DetailItem[] {
  return [
    { label: '企业名称', children: row.companyName },
    { label: '统一社会信用代码', children: row.companyCode },
    { label: '法定代表人', children: row.legalPerson },
    { label: '申请人', children: `${row.applicantName ?? ''}（${row.applicantPhone}）` },
    { label: '联系人', children: row.contactPerson },
    { label: '联系电话', children: row.contactPhone },
    { label: '固定电话', children: row.contactTel },
    { label: '联系邮箱', children: row.contactMail },
    { label: '企业地址', children: [row.companyAddr, row.detailAddr].filter(Boolean).join(' ') },
    { label: '开户行', children: row.bankName },
    { label: '银行账号', children: row.bankNumber },
    { label: '联行号', children: row.interbankAccount },
    { label: '认证状态', children: <ReviewStatusTag state={companyRowState('company', row)} /> },
    { label: '提交时间', children: when(row.submittedAt) },
    { label: '审核人', children: row.reviewedAt ? row.reviewerName : null },
    { label: '审核时间', children: row.reviewedAt ? when(row.reviewedAt) : null },
    { label: '驳回原因', children: row.rejectReason },
  ];
}

/** The bank change beside the account in force, with its own review. */
function BankChange({ row }: { row: Row }) {
  if (!row.bankChange && !row.bankChangeReviewedAt) return null;
  const change = row.bankChange;
  return (
    <>
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        开户信息变更
      </Typography.Title>
      <Descriptions
        bordered
        size="small"
        column={1}
        items={[
          {
            key: 'state',
            label: '变更状态',
            children: <ReviewStatusTag state={companyRowState('bank', row)} />,
          },
          ...(change
            ? [
                { key: 'bankName', label: '新开户行', children: change.bankName },
                { key: 'bankNumber', label: '新银行账号', children: change.bankNumber },
                { key: 'interbank', label: '新联行号', children: change.interbankAccount },
                {
                  key: 'proof',
                  label: '开户证明',
                  children: change.proofFileId ? (
                    <ProtectedFile fileId={change.proofFileId} label="开户证明" height={360} />
                  ) : (
                    '未上传（早于该要求提交）'
                  ),
                },
              ]
            : []),
          { key: 'submitted', label: '提交时间', children: when(row.bankChangeSubmittedAt) },
          {
            key: 'reviewer',
            label: '审核人',
            children: row.bankChangeReviewedAt ? (row.bankChangeReviewerName ?? '—') : '—',
          },
          { key: 'reviewed', label: '审核时间', children: when(row.bankChangeReviewedAt) },
          ...(change?.rejectReason
            ? [{ key: 'reason', label: '驳回原因', children: change.rejectReason }]
            : []),
        ]}
      />
    </>
  );
}

/** details: every field of the application, the business licence inline, and the bank change. */
export function CompanyDetailDrawer({
  row,
  onClose,
  footer,
}: {
  row: Row | undefined;
  onClose: () => void;
  footer?: ReactNode;
}) {
  return (
    <DetailDrawer
      title="企业认证详情"
      open={row !== undefined}
      onClose={onClose}
      items={row ? applicationItems(row) : []}
      footer={footer}
    >
      {row ? (
        <Space orientation="vertical" size={12} style={{ width: '100%' }}>
          <BankChange row={row} />
          <SameCreditCodeSection applicationId={row.id} />
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            营业执照
          </Typography.Title>
          {row.licenceFileId ? (
            <ProtectedFile fileId={row.licenceFileId} label="营业执照" />
          ) : (
            <Typography.Text type="secondary">未上传</Typography.Text>
          )}
        </Space>
      ) : null}
    </DetailDrawer>
  );
}
