import { BIDDING_MODE_HINTS } from '@lyp/shared/auction/auction-formats';
import type { LotLiveState } from '@lyp/shared/auction/bid.schemas';
import type { SealedReceipt } from '@lyp/shared/auction/sealed-bid.schemas';
import { formatFen } from '@lyp/shared/format/currency';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, InputNumber, Space } from 'antd';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Text } from '../../../components/typography/plain-typography';
import { ROUTES } from '../../../config/paths';
import { useFeedback } from '../../../lib/feedback';
import { useSessionStore } from '../../../stores/session-store';
import { mySealedBidsQuery } from '../api/sealed-bid-api';
import { useBidderInfo } from '../hooks/use-bidder-info';
import { capitals } from '../hooks/use-bid-sender';
import { useSealedBidSender } from '../hooks/use-sealed-bid-sender';
import { BidBlocked } from './bid-standing';
import { PriorityHolderNotice } from './priority-notice';
import { SealedReceiptCard } from './sealed-receipt-card';

/** What is wrong with an amount, in the words of the server's own refusals, or null. */
export function sealedAmountProblem(amountFen: number | undefined, live: LotLiveState, myFen: number | null) {
  if (amountFen === undefined) return '请输入报价金额';
  if (amountFen < live.startPriceFen) return `报价须不低于起拍价 ${formatFen(live.startPriceFen)}`;
  if (amountFen % 100 !== 0) return '报价须为整元金额';
  if (myFen !== null && amountFen <= myFen)
    return `报价只可提高，新报价须高于您已提交的报价 ${formatFen(myFen)}`;
  return null;
}

/** The amount, checked as typed, and the button that seals it (or raises the caller's bid). */
function SealForm(props: {
  live: LotLiveState;
  myFen: number | null;
  onSealed: (receipt: SealedReceipt) => void;
  lotId: number;
}) {
  const { live, myFen, onSealed, lotId } = props;
  const [amountFen, setAmountFen] = useState<number | undefined>();
  const { sending, submit } = useSealedBidSender(lotId);
  const { modal } = useFeedback();
  const problem = sealedAmountProblem(amountFen, live, myFen);
  // Confirmed first: a sealed bid can be raised later but never lowered or withdrawn.
  const seal = () => {
    if (amountFen === undefined || problem) return;
    modal.confirm({
      title: '确认报价',
      content: `报价金额：${formatFen(amountFen)}（${capitals(amountFen)}）。提交后只可提高，不可降低或撤回。`,
      okText: '确认报价',
      cancelText: '取消',
      onOk: async () => {
        const receipt = await submit(amountFen);
        if (receipt) {
          setAmountFen(undefined);
          onSealed(receipt);
        }
      },
    });
  };
  return (
    <div className="lyp-bid-form">
      <label className="lyp-bid-form__label" htmlFor="sealed-amount">
        {myFen === null ? '我的报价（元）' : '提高报价（元）'}
      </label>
      <Space.Compact className="lyp-bid-form__row">
        <InputNumber
          id="sealed-amount"
          aria-label="报价金额（元）"
          min={0}
          precision={0}
          placeholder={`不低于 ${live.startPriceFen / 100}`}
          value={amountFen === undefined ? null : amountFen / 100}
          status={amountFen !== undefined && problem ? 'error' : undefined}
          onChange={(value) => setAmountFen(value === null ? undefined : Math.round(value * 100))}
        />
        <Button type="primary" loading={sending} disabled={problem !== null} onClick={seal}>
          {myFen === null ? '提交报价' : '提高报价'}
        </Button>
      </Space.Compact>
      <div className="lyp-bid-form__hint" role="status">
        {amountFen !== undefined
          ? (problem ?? `大写：${capitals(amountFen)}`)
          : '提交后只可提高，不可降低或撤回。'}
      </div>
    </div>
  );
}

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
        <SealForm lotId={lotId} live={live} myFen={current?.amountFen ?? null} onSealed={setLatest} />
      ) : (
        <BidBlocked info={bidder.data} lotId={lotId} />
      )}
    </div>
  );
}
