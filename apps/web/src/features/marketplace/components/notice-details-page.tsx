import { useQuery } from '@tanstack/react-query';
import { Breadcrumb } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { ROUTES } from '../../../config/paths';
import { publicBulletinQuery } from '../api/market-queries';
import { NoticeView } from './notice-view';
import { PageLoading, PageProblem } from './page-states';

/** 公告详情: the bulletin's text (sanitized by the server when saved), its attachments and lots. */
export function NoticeDetailsPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isSafeInteger(id) && id > 0;
  const bulletin = useQuery({ ...publicBulletinQuery(id), enabled: valid });

  if (!valid || bulletin.isError) {
    return (
      <PageProblem
        status="404"
        title="公告不存在"
        subTitle={bulletin.error?.message ?? '链接中缺少公告编号，或该公告尚未发布。'}
        way={{ to: ROUTES.moreNotice.path, label: '查看全部公告' }}
        error={bulletin.error}
        onRetry={() => void bulletin.refetch()}
      />
    );
  }
  if (!bulletin.data) {
    return <PageLoading rows={10} />;
  }
  const data = bulletin.data;
  return (
    <div className="lyp-container lyp-page">
      <Breadcrumb
        items={[
          { title: <Link to={ROUTES.home.path}>首页</Link> },
          { title: <Link to={ROUTES.moreNotice.path}>更多公告</Link> },
          { title: data.title },
        ]}
      />
      <NoticeView bulletin={data} />
    </div>
  );
}
