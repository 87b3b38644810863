import { CERTIFICATION_STATUS_LABELS } from '@lyp/shared/account/certification.schemas';
import { COMPANY_AUTH_STATUS_LABELS } from '@lyp/shared/company/company.schemas';
import { useQuery } from '@tanstack/react-query';
import { Alert, List, Skeleton, Tag, Typography } from 'antd';
import { sameCreditCodeQuery, sameIdentityQuery } from '../api/same-applicants';
import { when } from '../lib/review-display';
import { QueryError } from '../../../components/feedback/query-error';

interface OtherApplicant {
  key: number;
  title: string;
  status: string;
  submittedAt: string | null;
}

/**
 * One person, one bidder: the other accounts that applied with the same number (or company
 * code), whatever became of them, so the auditor decides knowing them.
 */
function OthersSection({
  heading,
  none,
  others,
  loading,
  error,
  onRetry,
}: {
  heading: string;
  none: string;
  others: OtherApplicant[] | undefined;
  loading: boolean;
  error: Error | null;
  onRetry: () => void;
}) {
  return (
    <>
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {heading}
      </Typography.Title>
      {loading ? (
        <Skeleton active paragraph={{ rows: 1 }} />
      ) : error ? (
        <QueryError variant="inline" title="加载失败" error={error} onRetry={onRetry} />
      ) : !others || others.length === 0 ? (
        <Typography.Text type="secondary">{none}</Typography.Text>
      ) : (
        <>
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 8 }}
            title={`另有 ${others.length} 个账号使用过相同信息，请核实是否为同一人或同一企业`}
          />
          <List
            size="small"
            bordered
            dataSource={others}
            renderItem={(other) => (
              <List.Item key={other.key}>
                <span>
                  {other.title} <Tag>{other.status}</Tag>
                  <Typography.Text type="secondary">提交于 {when(other.submittedAt) ?? '—'}</Typography.Text>
                </span>
              </List.Item>
            )}
          />
        </>
      )}
    </>
  );
}

export function SameIdentitySection({ userId }: { userId: number }) {
  const query = useQuery(sameIdentityQuery(userId));
  return (
    <OthersSection
      heading="使用同一身份证号的其他账号"
      none="没有其他账号使用过该身份证号"
      loading={query.isPending}
      error={query.error}
      onRetry={() => void query.refetch()}
      others={query.data?.map((other) => ({
        key: other.userId,
        title: `${other.subjectName}（${other.phone}）`,
        status: CERTIFICATION_STATUS_LABELS[other.status],
        submittedAt: other.submittedAt,
      }))}
    />
  );
}

export function SameCreditCodeSection({ applicationId }: { applicationId: number }) {
  const query = useQuery(sameCreditCodeQuery(applicationId));
  return (
    <OthersSection
      heading="使用同一统一社会信用代码的其他申请"
      none="没有其他申请使用过该统一社会信用代码"
      loading={query.isPending}
      error={query.error}
      onRetry={() => void query.refetch()}
      others={query.data?.map((other) => ({
        key: other.id,
        title: `${other.companyName ?? '（未填写名称）'} · 申请人 ${other.applicantName ?? ''}（${other.applicantPhone}）`,
        status: COMPANY_AUTH_STATUS_LABELS[other.status],
        submittedAt: other.submittedAt,
      }))}
    />
  );
}
