import { ClockCircleOutlined } from '@ant-design/icons';
import type { CompanyAuth } from '@lyp/shared/company/company.schemas';
import { formatTimestamp } from '@lyp/shared/format/timestamp';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Result, Skeleton } from 'antd';
import { QueryError } from '../../../../components/feedback/query-error';
import { Link } from 'react-router';
import { ROUTES } from '../../../../config/paths';
import { useSessionStore } from '../../../../stores/session-store';
import { myCompanyAuthQuery } from '../../api/company-certification';
import { CompanyApproved } from './company-approved';
import { CompanyAuthForm } from './company-auth-form';
import { BankSummary, CompanyAuthSummary } from './company-auth-summary';
import { formValuesOf, formValuesOfCompany } from './company-auth-values';
import { CompanyIntro } from './company-intro';

/** 审核中: when it was sent, and what was sent, read-only. */
function CompanySubmitted({ auth }: { auth: CompanyAuth }) {
  return (
    <Flex vertical gap={16}>
      <Result
        status="info"
        icon={<ClockCircleOutlined />}
        title="企业认证审核中"
        subTitle={`已于 ${auth.submittedAt ? formatTimestamp(new Date(auth.submittedAt)) : ''} 提交，平台将在 1–3 个工作日内完成审核。审核期间资料不能修改。`}
        extra={
          <Link to={ROUTES.moreBid.path}>
            <Button>先去看看标的</Button>
          </Link>
        }
        className="lyp-company-result"
      />
      <Card size="small" title="提交的企业信息">
        <CompanyAuthSummary auth={auth} withLicence />
      </Card>
      <Card size="small" title="开户信息">
        <BankSummary bank={auth} />
      </Card>
    </Flex>
  );
}

/**
 * 企业认证 by where the application stands: the form (none, draft, rejected with its reason),
 * 审核中, or 已认证. A sub-account only learns who manages it.
 */
export function CompanyCertification() {
  const subAccountInfo = useSessionStore((state) => state.subAccountInfo);
  const companyInfo = useSessionStore((state) => state.companyInfo);
  const actingForCompany = useSessionStore(
    (state) => state.org.find((entry) => entry.isCurrent)?.orgType === 'company',
  );
  const mine = useQuery({ ...myCompanyAuthQuery(), enabled: !subAccountInfo });

  if (subAccountInfo)
    return (
      <Result
        status="info"
        title="企业认证由主账号管理"
        subTitle={`您是「${subAccountInfo.companyName}」的子账号。企业认证和开户信息由企业的主账号办理，如需修改请联系主账号。`}
      />
    );
  if (mine.isLoading) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (mine.isError)
    return <QueryError title="企业认证信息加载失败" error={mine.error} onRetry={() => void mine.refetch()} />;

  const auth = mine.data ?? null;
  if (auth?.status === 'approved') return <CompanyApproved auth={auth} />;
  if (auth?.status === 'submitted')
    return (
      <Flex vertical gap={16}>
        <CompanyIntro auth={auth} personal={false} />
        <CompanySubmitted auth={auth} />
      </Flex>
    );

  const initialValues = auth
    ? formValuesOf(auth)
    : actingForCompany && companyInfo
      ? formValuesOfCompany(companyInfo)
      : {};
  return (
    <Flex vertical gap={16}>
      <CompanyIntro auth={auth} personal={!actingForCompany} />
      {auth?.status === 'rejected' && (
        <Alert
          type="error"
          showIcon
          title="企业认证未通过"
          description={`原因：${auth.rejectReason ?? '未说明'}。请按原因修改资料后重新提交审核。`}
        />
      )}
      {auth?.status === 'draft' && (
        <Alert type="info" showIcon title="已为您保存草稿，补全资料后即可提交审核。" />
      )}
      <CompanyAuthForm auth={auth} initialValues={initialValues} />
    </Flex>
  );
}
