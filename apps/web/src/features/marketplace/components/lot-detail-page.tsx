import '../styles/lots.css';
import '../styles/lot-detail.css';
import { EyeOutlined, PictureOutlined, WifiOutlined } from '@ant-design/icons';
import { apiUrl } from '@lyp/shared/api/paths';
import type { LotDetail } from '@lyp/shared/auction/market.schemas';
import { formatFen } from '@lyp/shared/format/currency';
import { formatTimestamp } from '@lyp/shared/format/timestamp';
import { useQuery } from '@tanstack/react-query';
import { Alert, Breadcrumb, Col, Descriptions, Image, Row, Tabs, Tag, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { ROUTES } from '../../../config/paths';
import { lotViewsQuery } from '../api/bidding-api';
import { useLiveLot } from '../hooks/use-live-lot';
import { bulletinPath } from '../lib/market-links';
import { BidPanel } from './bid-panel';
import { BidRecord } from './bid-record';
import { FollowButton } from './follow-button';
import { LotCountdown } from './lot-countdown';
import { PageLoading, PageProblem } from './page-states';

const when = (iso: string) => formatTimestamp(new Date(iso));

function Gallery({ lot }: { lot: LotDetail }) {
  if (lot.images.length === 0) {
    return (
      <div className="lyp-gallery lyp-gallery--empty" aria-label="暂无图片">
        <PictureOutlined />
        <span>暂无图片</span>
      </div>
    );
  }
  return (
    <Image.PreviewGroup>
      <div className="lyp-gallery">
        {lot.images.map((image, index) => (
          <Image
            key={image.id}
            className={index === 0 ? 'lyp-gallery__main' : 'lyp-gallery__thumb'}
            src={apiUrl('filePreview', { id: image.id })}
            alt={`${lot.title} 图片 ${index + 1}`}
          />
        ))}
      </div>
    </Image.PreviewGroup>
  );
}

function PriceBox({ lot }: { lot: LotDetail }) {
  const { live } = lot;
  const reserve =
    live.reserveMet === null ? '无保留价' : live.reserveMet ? '有保留价（已达到）' : '有保留价（未达到）';
  return (
    <div className="lyp-price-box">
      <div className="lyp-price-box__current">
        <span>{live.currentPriceFen === null ? '起拍价' : '当前价'}</span>
        <strong data-testid="current-price">{formatFen(live.currentPriceFen ?? live.startPriceFen)}</strong>
        {live.leaderAlias ? <Tag color="red">领先：{live.leaderAlias}</Tag> : null}
      </div>
      <Descriptions size="small" column={{ xs: 1, sm: 2 }} className="lyp-price-box__facts">
        <Descriptions.Item label="起拍价">{formatFen(live.startPriceFen)}</Descriptions.Item>
        <Descriptions.Item label="加价幅度">{formatFen(live.incrementFen)}</Descriptions.Item>
        <Descriptions.Item label="保证金">{formatFen(lot.depositFen)}</Descriptions.Item>
        <Descriptions.Item label="保留价">{reserve}</Descriptions.Item>
        <Descriptions.Item label="出价次数">{live.bidCount}</Descriptions.Item>
        <Descriptions.Item label="竞买人数">{live.bidderCount}</Descriptions.Item>
        <Descriptions.Item label="开始时间">{when(live.startsAt)}</Descriptions.Item>
        <Descriptions.Item label="结束时间">
          <span data-testid="ends-at">{when(live.endsAt)}</span>
          {live.extensionCount > 0 ? <Tag color="orange">已延时 {live.extensionCount} 次</Tag> : null}
        </Descriptions.Item>
      </Descriptions>
    </div>
  );
}

function ResultBox({ result }: { result: NonNullable<LotDetail['result']> }) {
  return result.outcome === 'sold' ? (
    <Alert
      type="success"
      showIcon
      title={`已成交：${result.finalPriceFen === null ? '' : formatFen(result.finalPriceFen)}`}
      description={`买受人：${result.winnerAlias ?? ''}。成交确认书已生成，买受人可在“我的订单”中查看并付款。`}
    />
  ) : (
    <Alert type="info" showIcon title="已流拍" description="竞价结束，未达到成交条件，保证金将全额退还。" />
  );
}

/** 竞拍详情: the lot, its live price and bid record, and the bid forms. */
export function LotDetailPage() {
  const [params] = useSearchParams();
  const lotId = Number(params.get('id'));
  const { detail, lot, connected, extendedTo } = useLiveLot(lotId);
  const views = useQuery({ ...lotViewsQuery(lotId), enabled: detail.isSuccess, staleTime: Infinity });

  if (!Number.isSafeInteger(lotId) || lotId <= 0 || detail.isError) {
    return (
      <PageProblem
        status="404"
        title="标的不存在"
        subTitle={detail.error?.message ?? '链接中缺少标的编号，或该标的尚未公开。'}
        way={{ to: ROUTES.moreBid.path, label: '浏览其他标的' }}
        error={detail.error}
        onRetry={() => void detail.refetch()}
      />
    );
  }
  if (!lot) {
    return <PageLoading rows={12} />;
  }

  const live = lot.live;
  return (
    <div className="lyp-container lyp-page lyp-lot-detail">
      <Breadcrumb
        items={[
          { title: <Link to={ROUTES.home.path}>首页</Link> },
          { title: <Link to={ROUTES.moreBid.path}>更多竞价</Link> },
          { title: lot.title },
        ]}
      />
      <Row gutter={[24, 24]} className="lyp-lot-detail__top">
        <Col xs={24} lg={11}>
          <Gallery lot={lot} />
        </Col>
        <Col xs={24} lg={13}>
          <Typography.Title level={2} className="lyp-lot-detail__title">
            {lot.restricted ? <Tag color="purple">定向竞价</Tag> : null}
            {lot.title}
          </Typography.Title>
          <div className="lyp-lot-detail__meta">
            <span>标的编号 {lot.lotNo}</span>
            <Link to={bulletinPath(lot.bulletinId)}>{lot.bulletinTitle}</Link>
            <span>
              <EyeOutlined /> {views.data?.viewCount ?? lot.viewCount} 次浏览
            </span>
            <span className={connected ? 'lyp-live-on' : 'lyp-live-off'} role="status">
              <WifiOutlined /> {connected ? '实时更新中' : '实时连接中断，每 5 秒自动刷新'}
            </span>
          </div>
          <div className="lyp-lot-detail__countdown">
            <LotCountdown lot={live} size="large" />
          </div>
          {extendedTo && lot.result === null ? (
            <Alert
              className="lyp-extension-alert"
              type="warning"
              showIcon
              title={`结束前有新出价，竞价已延时至 ${when(extendedTo)}`}
            />
          ) : null}
          <PriceBox lot={lot} />
          {lot.result ? <ResultBox result={lot.result} /> : <BidPanel lotId={lot.id} live={live} />}
          <div className="lyp-lot-detail__follow">
            <FollowButton lotId={lot.id} />
          </div>
        </Col>
      </Row>
      <Tabs
        className="lyp-lot-detail__tabs"
        items={[
          {
            key: 'bids',
            label: `出价记录（${live.bidCount}）`,
            children: <BidRecord bids={lot.recentBids} leaderAlias={live.leaderAlias} />,
          },
          {
            key: 'goods',
            label: '标的信息',
            children: (
              <>
                <Descriptions bordered size="small" column={{ xs: 1, md: 2 }}>
                  <Descriptions.Item label="委托方">{lot.sellerName}</Descriptions.Item>
                  <Descriptions.Item label="数量">
                    {lot.quantity} {lot.unit}
                  </Descriptions.Item>
                  <Descriptions.Item label="存放地点">{lot.location}</Descriptions.Item>
                  <Descriptions.Item label="竞价方式">
                    {lot.biddingMode === 'ascending' ? '增价竞价' : '减价竞价'}
                  </Descriptions.Item>
                  <Descriptions.Item label="付款期限">成交后 {lot.paymentHours} 小时内</Descriptions.Item>
                  <Descriptions.Item label="最少竞买人">{lot.minBidders} 人</Descriptions.Item>
                </Descriptions>
                <Typography.Paragraph className="lyp-lot-detail__description">
                  {lot.description}
                </Typography.Paragraph>
              </>
            ),
          },
          {
            key: 'viewings',
            label: '看货安排',
            children:
              lot.viewings.length === 0 ? (
                <Typography.Text type="secondary">暂无看货安排</Typography.Text>
              ) : (
                lot.viewings.map((viewing) => (
                  <Descriptions key={viewing.id} bordered size="small" column={1} className="lyp-viewing">
                    <Descriptions.Item label="看货时间">
                      {when(viewing.startsAt)} 至 {when(viewing.endsAt)}
                    </Descriptions.Item>
                    <Descriptions.Item label="看货地点">{viewing.address}</Descriptions.Item>
                    <Descriptions.Item label="联系人">
                      {viewing.contactPerson} {viewing.contactPhone}
                    </Descriptions.Item>
                    {viewing.remark ? (
                      <Descriptions.Item label="备注">{viewing.remark}</Descriptions.Item>
                    ) : null}
                  </Descriptions>
                ))
              ),
          },
          {
            key: 'files',
            label: `附件（${lot.attachments.length}）`,
            children:
              lot.attachments.length === 0 ? (
                <Typography.Text type="secondary">暂无附件</Typography.Text>
              ) : (
                <ul className="lyp-attachments">
                  {lot.attachments.map((file) => (
                    <li key={file.id}>
                      <a href={apiUrl('fileDownload', { id: file.id })}>{file.name}</a>
                    </li>
                  ))}
                </ul>
              ),
          },
        ]}
      />
    </div>
  );
}
