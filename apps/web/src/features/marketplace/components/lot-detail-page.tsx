import { priceSuffix } from '@lyp/shared/auction/auction-formats';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { ROUTES } from '../../../config/paths';
import { useUnitLabel } from '../../../lib/unit-label';
import { useSessionStore } from '../../../stores/session-store';
import { bidderInfoQuery, lotViewsQuery } from '../api/bidding-api';
import { useIdParam } from '../hooks/use-id-param';
import { useLiveLot } from '../hooks/use-live-lot';
import { bulletinPath } from '../lib/market-links';
import { BidPanel } from './bid-panel';
import { FollowButton } from './follow-button';
import { HomeTrail } from './home-trail';
import { LotDetailView } from './lot-detail-view';
import { PageLoading, PageProblem } from './page-states';
import { SealedResultSection } from './sealed-result';

/** 竞拍详情: the lot, its live price and bid record, and the bid forms. */
const LotOfferBanner = lazy(() => import('./lot-offer-banner'));
/** The price-and-bid bar at a phone's foot: its code loads on phones alone (the page's script budget). */
const BidBar = lazy(() => import('./bid-bar'));
// Read once: lot-detail.css shows or hides the bar as the screen changes.
const unchanging = () => () => {};
const isPhone = () => matchMedia('(max-width: 991px)').matches;

export function LotDetailPage() {
  const { id: lotId, valid } = useIdParam();
  const { detail, lot, connected, extendedTo, revokedReason, heardOfSeq } = useLiveLot(lotId);
  const views = useQuery({ ...lotViewsQuery(lotId), enabled: detail.isSuccess, staleTime: Infinity });
  const signedIn = useSessionStore((state) => state.token !== null);
  // Shared with the bid panel (one request): the viewer's alias says whether they won.
  const me = useQuery({ ...bidderInfoQuery(lotId), enabled: signedIn && detail.isSuccess });
  const unitLabel = useUnitLabel(lot?.unit);
  const per = lot ? priceSuffix(lot.priceBasis, unitLabel) : '';
  const phone = useSyncExternalStore(unchanging, isPhone, () => false);

  if (!valid || detail.isError) {
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
  if (revokedReason !== undefined) {
    return (
      <PageProblem
        status="warning"
        title="本标的已停止竞价"
        subTitle={`所属公告已被平台驳回（${revokedReason}），本标的的出价全部作废，已缴纳的保证金将退还。`}
        way={{ to: ROUTES.moreBid.path, label: '浏览其他标的' }}
      />
    );
  }

  return (
    <div className="lyp-container lyp-page lyp-lot-detail">
      <HomeTrail via={{ to: ROUTES.moreBid.path, label: '更多竞价' }} current={lot.title} />
      <LotDetailView
        lot={lot}
        viewCount={views.data?.viewCount ?? lot.viewCount}
        bulletinLink={<Link to={bulletinPath(lot.bulletinId)}>{lot.bulletinTitle}</Link>}
        live={{
          connected,
          extendedTo,
          bidPanel: (
            <div id="lot-bid">
              <BidPanel lotId={lot.id} live={lot.live} onLotSeq={heardOfSeq} per={per} />
            </div>
          ),
          follow: <FollowButton lotId={lot.id} />,
          myAlias: me.data?.alias ?? null,
          // 悔拍递补: a sold lot may be offered to this bidder after its buyer defaulted.
          offerBanner:
            signedIn && lot.live.status === 'sold' ? (
              <Suspense fallback={null}>
                <LotOfferBanner lotId={lot.id} />
              </Suspense>
            ) : null,
        }}
      />
      {lot.live.biddingMode === 'sealed' ? (
        <SealedResultSection lotId={lot.id} status={lot.live.status} />
      ) : null}
      {phone ? (
        <Suspense fallback={null}>
          <BidBar lot={lot} per={per} />
        </Suspense>
      ) : null}
    </div>
  );
}

/*
 * The sellers' preview views travel in this page's chunk (see loadBulletinPreviewViews): a
 * chunk of their own would be one more entry sharing modules with the home page, and the
 * bundler would regroup those modules into more, smaller chunks that the home page downloads.
 */
export { LotPreview, NoticePreview } from './preview-views';
