import { formatTimestamp } from '@lyp/shared/format/timestamp';
import { useQuery } from '@tanstack/react-query';
import { Button, Result, Skeleton } from 'antd';
import { Link } from 'react-router';
import { QueryError } from '../../../components/feedback/query-error';
import { ROUTES } from '../../../config/paths';
import { myCertificationQuery } from '../api/certification';
import { PersonalCertificationForm } from './personal-certification-form';

/** 个人实名认证 with the ID card, and where the application stands. */
export function PersonalCertification() {
  const mine = useQuery(myCertificationQuery());

  if (mine.isLoading) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (mine.isError)
    return <QueryError title="认证信息加载失败" error={mine.error} onRetry={() => void mine.refetch()} />;
  if (mine.data?.status === 'approved')
    return (
      <Result
        status="success"
        title="您已完成实名认证"
        subTitle={`${[mine.data.subjectName, mine.data.idNumberMasked].filter(Boolean).join(' · ')}。现在可以缴纳保证金参与竞价了。`}
        extra={
          <Link to={ROUTES.moreBid.path}>
            <Button type="primary">去竞价</Button>
          </Link>
        }
      />
    );
  if (mine.data?.status === 'pending')
    return (
      <Result
        status="info"
        title="认证审核中"
        subTitle={`已于 ${mine.data.submittedAt ? formatTimestamp(new Date(mine.data.submittedAt)) : ''} 提交，平台将在 1 个工作日内完成审核。`}
        extra={
          <Link to={ROUTES.moreBid.path}>
            <Button>先去看看标的</Button>
          </Link>
        }
      />
    );
  return (
    <PersonalCertificationForm
      {...(mine.data?.status === 'rejected' ? { rejectReason: mine.data.rejectReason } : {})}
    />
  );
}
