import { BIDDING_MODE_HINTS } from '@lyp/shared/auction/auction-formats';
import type { LotLiveState } from '@lyp/shared/auction/bid.schemas';
import type { SealedReceipt } from '@lyp/shared/auction/sealed-bid.schemas';
import { formatFen } from '@lyp/shared/format/currency';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Text } from '../../../components/typography/plain-typography';
import { ROUTES } from '../../../config/paths';
import { useSessionStore } from '../../../stores/session-store';
import { mySealedBidsQuery } from '../api/sealed-bid-api';
import { useBidderInfo } from '../hooks/use-bidder-info';
import { BidBlocked } from './bid-standing';
import { PriorityHolderNotice } from './priority-notice';
import { SealedReceiptCard } from './sealed-receipt-card';

// The amount box (antd's InputNumber, with the form code it brings) is for signed-in bidders
// only: a visitor's lot page, the one drawn on the server, goes without it.
const SealForm = lazy(() => import('./seal-form').then((module) => ({ default: module.SealForm })));

/** 一次报价 before the end: how it works, how many bids there are, the caller's own bid and its receipt. */
export function SealedBidPanel({ lotId, live }: { lotId: number; live: LotLiveState }) {
  const location = useLocation();
  const signedIn = useSessionStore((state) => state.token !== null);
  const bidder = useBidderInfo(lotId, live.status, signedIn);
  const mine = useQuery({ ...mySealedBidsQuery(lotId), enabled: signedIn });
  const [latest, setLatest] = useState<SealedReceipt | undefined>();
  const receipts = mine.data?.receipts ?? [];
  const current = latest ?? receipts.at(-1);
  const bidCount = Math.max(mine.data?.bidCount ?? 0, live.bidCount);

  const intro = (
    <Alert
      type="info"
      showIcon
      title={`一次报价 · 已有 ${bidCount} 次报价`}
      description={`${BIDDING_MODE_HINTS.sealed}结束后公布全部报价及核验密钥，您可用回执核验自己的报价。`}
    />
  );
  if (!signedIn) {
    return (
      <div className="lyp-bid-panel lyp-sealed-panel">
        {intro}
        <Link to={ROUTES.login.path} state={{ from: `${location.pathname}${location.search}` }}>
          <Button type="primary">登录后报价</Button>
        </Link>
      </div>
    );
  }
  return (
    <div className="lyp-bid-panel lyp-sealed-panel">
      {intro}
      <PriorityHolderNotice rank={bidder.data?.priorityRank ?? null} biddingMode="sealed" />
      {current ? (
        <>
          <Text>您当前的报价：{formatFen(current.amountFen)}（仅您本人可见）</Text>
          <SealedReceiptCard receipt={current} />
        </>
      ) : null}
      {!bidder.data ? (
        <Text type="secondary">正在查询您的竞买资格…</Text>
      ) : bidder.data.canBid ? (
        <Suspense fallback={null}>
          <SealForm lotId={lotId} live={live} myFen={current?.amountFen ?? null} onSealed={setLatest} />
        </Suspense>
      ) : (
        <BidBlocked info={bidder.data} lotId={lotId} />
      )}
    </div>
  );
}
