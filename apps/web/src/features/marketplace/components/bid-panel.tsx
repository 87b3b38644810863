import type { LotLiveState } from '@lyp/shared/auction/bid.schemas';
import { minimumBidForFen } from '@lyp/shared/auction/priority-rights';
import { Alert, Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Text } from '../../../components/typography/plain-typography';
import { ROUTES } from '../../../config/paths';
import { useSessionStore } from '../../../stores/session-store';
import { useBidAmount } from '../hooks/use-bid-amount';
import { useBidSender } from '../hooks/use-bid-sender';
import { useBidderInfo } from '../hooks/use-bidder-info';
import { BidBlocked, BidStanding } from './bid-standing';
import { AcceptForm } from './descending-parts';
import { PriorityHolderNotice } from './priority-notice';
import { SealedBidPanel } from './sealed-bid-panel';

// The amount boxes (antd's InputNumber, with the form code it brings) are for signed-in bidders
// only: a visitor's lot page, the one drawn on the server, goes without them.
const BidAmountForm = lazy(() => import('./bid-forms').then((module) => ({ default: module.BidAmountForm })));
const MaxAmountForm = lazy(() => import('./bid-forms').then((module) => ({ default: module.MaxAmountForm })));

/**
 * Where the signed-in user stands, what stops them, and the bid and maximum forms.
 * `onLotSeq` hears the lot's sequence number from each answer, so the page can tell when the
 * live channel has not brought it what the bid decided.
 */
export function BidPanel(props: BidPanelProps) {
  return props.live.biddingMode === 'sealed' ? <SealedBidPanel {...props} /> : <OpenBidPanel {...props} />;
}

type BidPanelProps = {
  lotId: number;
  live: LotLiveState;
  onLotSeq?: (seq: number) => void;
  /** "/吨" on a lot priced per unit: the forms' amounts are per unit. */
  per?: string;
};

function OpenBidPanel(props: BidPanelProps) {
  const { lotId, onLotSeq } = props;
  const location = useLocation();
  const signedIn = useSessionStore((state) => state.token !== null);
  const bidder = useBidderInfo(lotId, props.live.status, signedIn);
  // A holder of the 优先购买权 who would win the tie may bid the price itself.
  const rank = bidder.data?.priorityRank ?? null;
  const live = { ...props.live, nextMinimumFen: minimumBidForFen(props.live, rank) };
  const amount = useBidAmount(live.nextMinimumFen);
  const [maxFen, setMaxFen] = useState<number | undefined>();
  const { sending, confirm } = useBidSender(lotId, (seq) => {
    amount.sent();
    onLotSeq?.(seq);
  });

  if (!signedIn) {
    return (
      <Alert
        type="info"
        showIcon
        title="登录后即可出价"
        description="出价前需完成实名认证并缴纳该标的的保证金。"
        action={
          <Link to={ROUTES.login.path} state={{ from: `${location.pathname}${location.search}` }}>
            <Button type="primary">登录</Button>
          </Link>
        }
      />
    );
  }
  if (!bidder.data) {
    return bidder.isError ? (
      <Alert type="warning" showIcon title="竞买资格查询失败" description={bidder.error.message} />
    ) : (
      <Text type="secondary">正在查询您的竞买资格…</Text>
    );
  }

  // My alias is fixed for the lot, so the live leader tells whether I lead; until the page has
  // heard of my own latest bid, its answer does.
  const info = {
    ...bidder.data,
    leading:
      live.seq >= bidder.data.lot.seq
        ? bidder.data.alias !== null && live.leaderAlias === bidder.data.alias
        : bidder.data.leading,
  };
  return (
    <div className="lyp-bid-panel">
      <BidStanding info={info} />
      <PriorityHolderNotice rank={rank} biddingMode={live.biddingMode} />
      {info.canBid && live.descending && live.descending.acceptedAt === null ? (
        <AcceptForm live={live} sending={sending} onConfirm={confirm} />
      ) : info.canBid ? (
        <Suspense fallback={null}>
          <BidAmountForm
            live={live}
            valueFen={amount.amountFen}
            onChange={amount.typed}
            sending={sending}
            onConfirm={confirm}
            per={props.per}
          />
          <MaxAmountForm
            live={live}
            valueFen={maxFen}
            onChange={setMaxFen}
            sending={sending}
            onConfirm={confirm}
            per={props.per}
          />
        </Suspense>
      ) : (
        <BidBlocked info={info} lotId={lotId} />
      )}
    </div>
  );
}
