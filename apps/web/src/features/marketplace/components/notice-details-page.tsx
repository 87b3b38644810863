import '../styles/lots.css';
import '../styles/bulletins.css';
import { apiUrl } from '@lyp/shared/api/paths';
import { formatTimestamp } from '@lyp/shared/format/timestamp';
import { useQuery } from '@tanstack/react-query';
import { Breadcrumb, Card, Col, Row, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { ROUTES } from '../../../config/paths';
import { publicBulletinQuery } from '../api/market-queries';
import { LotCard } from './lot-card';
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
      <Card variant="borderless" className="lyp-notice">
        <Typography.Title level={2} className="lyp-notice__title">
          {data.title}
        </Typography.Title>
        <div className="lyp-notice__meta">
          <span>公告编号 {data.bulletinNo}</span>
          <span>委托方 {data.sellerName}</span>
          {data.publishedAt ? <span>发布时间 {formatTimestamp(new Date(data.publishedAt))}</span> : null}
        </div>
        {/* The server sanitizes the rich text when it is saved; only safe markup reaches here. */}
        <div className="lyp-notice__body" dangerouslySetInnerHTML={{ __html: data.bodyHtml }} />
        {data.attachments.length > 0 ? (
          <div className="lyp-notice__files">
            <Typography.Title level={5}>附件</Typography.Title>
            <ul className="lyp-attachments">
              {data.attachments.map((file) => (
                <li key={file.id}>
                  <a href={apiUrl('fileDownload', { id: file.id })}>{file.name}</a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </Card>
      <Typography.Title level={3} className="lyp-notice__lots-title">
        公告标的（{data.lots.length}）
      </Typography.Title>
      <Row gutter={[16, 16]}>
        {data.lots.map((lot) => (
          <Col xs={24} sm={12} lg={8} xl={6} key={lot.id}>
            <LotCard lot={lot} />
          </Col>
        ))}
      </Row>
    </div>
  );
}
