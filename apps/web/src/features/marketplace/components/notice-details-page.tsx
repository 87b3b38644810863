import { useQuery } from '@tanstack/react-query';
import { ROUTES } from '../../../config/paths';
import { publicBulletinQuery } from '../api/market-queries';
import { useIdParam } from '../hooks/use-id-param';
import { HomeTrail } from './home-trail';
import { NoticeView } from './notice-view';
import { PageLoading, PageProblem } from './page-states';

/** 公告详情: the bulletin's text (sanitized by the server when saved), its attachments and lots. */
export function NoticeDetailsPage() {
  const { id, valid } = useIdParam();
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
      <HomeTrail via={{ to: ROUTES.moreNotice.path, label: '更多公告' }} current={data.title} />
      <NoticeView bulletin={data} />
    </div>
  );
}
