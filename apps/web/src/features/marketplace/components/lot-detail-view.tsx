import '../styles/lots.css';
import '../styles/lot-detail.css';
import { EyeOutlined, HeartOutlined, WifiOutlined } from '@ant-design/icons';
import type { LotDetail } from '@lyp/shared/auction/market.schemas';
import { Alert, Button, Tag } from 'antd';
import { LotPriorityNotice } from './priority-notice';
import { LotQualificationNotice } from './qualification-notice';
import { lazy, Suspense, type ReactNode } from 'react';
import { PUBLIC_FILE_LINKS, type FileLinks } from './file-links';
import { LotCountdown } from './lot-countdown';
import { Gallery, PriceBox, ResultBox, when } from './lot-detail-parts';
import { LotInfoTabs } from './lot-info-tabs';
import { LotLineageLinks } from './lot-lineage-links';
import { Title } from '../../../components/typography/plain-typography';

/** What only the live lot page has: the connection, extensions as they happen, bidding and following. */
export interface LotLiveParts {
  connected: boolean;
  extendedTo?: string;
  bidPanel: ReactNode;
  follow: ReactNode;
  /** The viewer's alias on the lot, when they bid on it. */
  myAlias?: string | null;
  /** A 悔拍递补 offer of the lot to the viewer, above the result. */
  offerBanner?: ReactNode;
}

export interface LotDetailViewProps {
  lot: LotDetail;
  viewCount: number;
  /** The way to the lot's bulletin: a link on the public page, a tab in a preview. */
  bulletinLink: ReactNode;
  links?: FileLinks;
  /** Without them the view is a preview: the same page, with bidding and following shown but off. */
  live?: LotLiveParts;
}

/** Only a closed lot shows its chain head: the check's code stays off a running lot's page. */
const ChainHeadBox = lazy(() =>
  import('./auction-record/chain-head-box').then((module) => ({ default: module.ChainHeadBox })),
);

/** After the close its result and chain head; before, the bid panel (or, in a preview, what it will be). */
function LotOutcomeOrPanel({ lot, live }: Pick<LotDetailViewProps, 'lot' | 'live'>) {
  if (lot.result) {
    return (
      <>
        <ResultBox result={lot.result} myAlias={live?.myAlias} />
        <Suspense fallback={null}>
          <ChainHeadBox lotId={lot.id} chainHead={lot.result.chainHead} />
        </Suspense>
      </>
    );
  }
  if (live) return <>{live.bidPanel}</>;
  return (
    <div className="lyp-bid-panel">
      <Alert
        type="info"
        showIcon
        title="预览：竞价开始后可出价"
        description="竞买人缴纳保证金并审核通过后，在此出价或设置最高价。"
      />
    </div>
  );
}

/**
 * A lot as the public sees it (竞拍详情), from its data alone: the public page and the seller's
 * preview both render it, so the preview is exactly what bidders will see.
 */
export function LotDetailView({
  lot,
  viewCount,
  bulletinLink,
  links = PUBLIC_FILE_LINKS,
  live,
}: LotDetailViewProps) {
  return (
    <>
      {/* Two columns from 992 px, one below (lot-detail.css): not antd's Grid, whose styles
          for every span and screen are a third of a drawn lot page's CSS. */}
      <div className="lyp-lot-detail__top">
        <div>
          <Gallery lot={lot} links={links} />
        </div>
        <div>
          <Title level={2} className="lyp-lot-detail__title">
            {lot.restricted ? <Tag color="purple">定向竞价</Tag> : null}
            {lot.title}
          </Title>
          <div className="lyp-lot-detail__meta">
            <span>标的编号 {lot.lotNo}</span>
            {bulletinLink}
            <span>
              <EyeOutlined /> {viewCount} 次浏览
            </span>
            {/* A closed lot changes no more: nothing live to tell. */}
            {live && lot.result === null ? (
              <span className={live.connected ? 'lyp-live-on' : 'lyp-live-off'} role="status">
                <WifiOutlined /> {live.connected ? '实时更新中' : '实时连接中断，每 5 秒自动刷新'}
              </span>
            ) : null}
          </div>
          <LotLineageLinks lineage={lot.lineage} />
          <div className="lyp-lot-detail__countdown">
            <LotCountdown lot={lot.live} size="large" />
          </div>
          {live?.extendedTo && lot.result === null ? (
            <Alert
              className="lyp-extension-alert"
              type="warning"
              showIcon
              title={`结束前有新出价，竞价已延时至 ${when(live.extendedTo)}`}
            />
          ) : null}
          <PriceBox lot={lot} />
          {lot.result ? null : (
            <>
              <LotQualificationNotice names={lot.requiredQualifications} />
              <LotPriorityNotice count={lot.priorityHolderCount} biddingMode={lot.live.biddingMode} />
            </>
          )}
          {live?.offerBanner}
          <LotOutcomeOrPanel lot={lot} live={live} />
          <div className="lyp-lot-detail__follow">
            {live ? (
              live.follow
            ) : (
              <Button icon={<HeartOutlined />} disabled>
                关注
              </Button>
            )}
          </div>
        </div>
      </div>
      <LotInfoTabs lot={lot} links={links} />
    </>
  );
}
