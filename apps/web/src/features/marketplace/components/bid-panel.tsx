import type { BidResult, LotLiveState } from '@lyp/shared/auction/bid.schemas';
import type { Ok } from '@lyp/shared/api/envelope';
import { formatFen } from '@lyp/shared/format/currency';
import { toChineseCapitals } from '@lyp/shared/format/money-capitals';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, InputNumber, Space, Tag } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { ROUTES } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useSessionStore } from '../../../stores/session-store';
import { bidderInfoQuery, biddingApi } from '../api/bidding-api';
import { bidAmountProblem, maxAmountProblem, stepAmounts } from '../lib/bid-form-rules';
import { isBidOutcomeUnknown } from '../lib/bid-retry';
import { marginPath } from '../lib/market-links';
import { useFeedback } from '../../../lib/feedback';
import { Text } from '../../../components/typography/plain-typography';

const yuanToFen = (yuan: number | null) => (yuan === null ? undefined : Math.round(yuan * 100));
const capitals = (fen: number) => toChineseCapitals((fen / 100).toFixed(2));
const BUSY_RETRIES = 3;

/** Sends a bid, retrying with the same client id while the server says the result is unconfirmed. */
async function sendWithRetries(send: () => Promise<Ok<BidResult>>): Promise<Ok<BidResult>> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await send();
    } catch (error) {
      // BID_BUSY: the same id can be sent again safely; it never places a second bid.
      if (!(error instanceof ApiError && error.status === 503) || attempt >= BUSY_RETRIES) throw error;
      await new Promise((resolve) => setTimeout(resolve, 1000 * (attempt + 1)));
    }
  }
}

/**
 * Where the signed-in user stands, what stops them, and the bid and maximum forms.
 * `onLotSeq` hears the lot's sequence number from each answer, so the page can tell when the
 * live channel has not brought it what the bid decided.
 */
export function BidPanel(props: { lotId: number; live: LotLiveState; onLotSeq?: (seq: number) => void }) {
  const { lotId, live, onLotSeq } = props;
  const location = useLocation();
  const signedIn = useSessionStore((state) => state.token !== null);
  const queryClient = useQueryClient();
  const { modal, message } = useFeedback();
  const bidderInfo = bidderInfoQuery(lotId);
  const bidder = useQuery({ ...bidderInfo, enabled: signedIn });
  // Whether one may bid changes when the lot opens or closes, not with each price: ask again
  // only then. Who leads comes with every live event (below), so thousands of watchers do not
  // all ask the server after every bid.
  const { refetch } = bidder;
  const isFirstStatus = useRef(true);
  useEffect(() => {
    if (isFirstStatus.current) {
      isFirstStatus.current = false;
      return;
    }
    if (signedIn) void refetch();
  }, [signedIn, refetch, live.status]);

  const [amountFen, setAmountFen] = useState<number | undefined>(live.nextMinimumFen);
  const [maxFen, setMaxFen] = useState<number | undefined>();
  const [sending, setSending] = useState(false);
  const [edited, setEdited] = useState(false);
  // Follow the next minimum until the user types; never leave a value below it.
  const [seenMinimum, setSeenMinimum] = useState(live.nextMinimumFen);
  if (seenMinimum !== live.nextMinimumFen) {
    setSeenMinimum(live.nextMinimumFen);
    if (!edited || (amountFen ?? 0) < live.nextMinimumFen) {
      setAmountFen(live.nextMinimumFen);
      setEdited(false);
    }
  }
  // One id per bid: a retry of the same bid (same kind and amount) reuses it, another bid gets a
  // new one. `sent`: it may have reached the server, so only its answer may let it go.
  const pending = useRef<{ id: string; kind: 'bid' | 'max'; valueFen: number; sent: boolean } | undefined>(
    undefined,
  );

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
  const standing = (
    <Space wrap className="lyp-bid-standing">
      {info.alias ? <Tag>您的代号：{info.alias}</Tag> : null}
      {info.alias ? (
        info.leading ? (
          <Tag color="green">您当前领先</Tag>
        ) : (
          <Tag color="orange">您已被超越</Tag>
        )
      ) : null}
      {info.myMaxFen !== null ? <Tag color="blue">您的最高价：{formatFen(info.myMaxFen)}</Tag> : null}
    </Space>
  );

  if (!info.canBid) {
    const fix =
      info.blockedBy === 'certification' ? (
        <Link to={ROUTES.certify.path}>
          <Button type="primary">去认证</Button>
        </Link>
      ) : info.blockedBy === 'certification_review' ? (
        <Link to={ROUTES.certify.path}>
          <Button>查看认证进度</Button>
        </Link>
      ) : info.blockedBy === 'deposit' ? (
        <Link to={marginPath(lotId)}>
          <Button type="primary">缴纳保证金</Button>
        </Link>
      ) : info.blockedBy === 'deposit_review' ? (
        <Link to={marginPath(lotId)}>
          <Button>查看保证金进度</Button>
        </Link>
      ) : null;
    return (
      <div className="lyp-bid-panel">
        {standing}
        <Alert type="warning" showIcon title="暂不能出价" description={info.blockedReason} action={fix} />
      </div>
    );
  }

  const settle = async (send: () => Promise<Ok<BidResult>>) => {
    setSending(true);
    try {
      const answer = await sendWithRetries(send);
      pending.current = undefined;
      setEdited(false);
      queryClient.setQueryData(bidderInfo.queryKey, {
        ...info,
        leading: answer.data.leading,
        myMaxFen: answer.data.myMaxFen,
        alias: answer.data.placed?.alias ?? info.alias,
        lot: answer.data.lot,
      });
      onLotSeq?.(answer.data.lot.seq);
      if (answer.data.leading) void message.success(answer.msg);
      else void message.warning(answer.msg);
    } catch (error) {
      const text = error instanceof Error ? error.message : '出价失败，请稍后重试';
      if (isBidOutcomeUnknown(error)) {
        // Our timeout or a lost connection: the bid may stand. The id stays for the retry.
        void message.error(`${text}（出价结果未确认，以相同金额重新提交不会重复出价）`);
      } else {
        // The server decided (a refusal): the next attempt is a new bid.
        pending.current = undefined;
        void message.error(text);
      }
    } finally {
      setSending(false);
    }
  };

  const confirm = (kind: 'bid' | 'max', valueFen: number) => {
    const earlier = pending.current;
    const request =
      earlier?.kind === kind && earlier.valueFen === valueFen
        ? earlier
        : { id: crypto.randomUUID(), kind, valueFen, sent: false };
    pending.current = request;
    const clientBidId = request.id;
    modal.confirm({
      title: kind === 'bid' ? '确认出价' : '确认设置最高价',
      content: (
        <div className="lyp-bid-confirm">
          <div>
            {kind === 'bid' ? '出价金额' : '最高价'}：<strong>{formatFen(valueFen)}</strong>
          </div>
          <div>大写：{capitals(valueFen)}</div>
          {kind === 'max' ? (
            <Text type="secondary">
              系统将按加价幅度自动为您出价，直至达到此最高价；他人看不到您的最高价。
            </Text>
          ) : null}
        </div>
      ),
      okText: kind === 'bid' ? '确认出价' : '确认设置',
      cancelText: '取消',
      onOk: () => {
        request.sent = true;
        return settle(() =>
          kind === 'bid'
            ? biddingApi.placeBid({ lotId, amountFen: valueFen, clientBidId })
            : biddingApi.setMaximum({ lotId, maxFen: valueFen, clientBidId }),
        );
      },
      onCancel: () => {
        // A bid never sent is forgotten; one whose answer was lost keeps its id for a retry.
        if (!request.sent) pending.current = undefined;
      },
    });
  };

  const bidProblem = bidAmountProblem(amountFen, live);
  const maxProblem = maxFen === undefined ? undefined : maxAmountProblem(maxFen, live);
  return (
    <div className="lyp-bid-panel">
      {standing}
      <div className="lyp-bid-form">
        <label className="lyp-bid-form__label" htmlFor="bid-amount">
          我的出价（元）
        </label>
        <Space.Compact className="lyp-bid-form__row">
          <InputNumber
            id="bid-amount"
            aria-label="出价金额（元）"
            min={0}
            precision={2}
            step={live.incrementFen / 100}
            value={amountFen === undefined ? null : amountFen / 100}
            status={amountFen !== undefined && bidProblem ? 'error' : undefined}
            onChange={(value) => {
              setEdited(true);
              setAmountFen(yuanToFen(value));
            }}
          />
          <Button
            type="primary"
            loading={sending}
            disabled={bidProblem !== undefined}
            onClick={() => amountFen !== undefined && confirm('bid', amountFen)}
          >
            出价
          </Button>
        </Space.Compact>
        <div className="lyp-bid-form__hint" role="status">
          {bidProblem ?? `大写：${capitals(amountFen ?? 0)}`}
        </div>
        <Space wrap size={[8, 8]}>
          {stepAmounts(live).map((step) => (
            <Button
              key={step.label}
              size="small"
              onClick={() => {
                setEdited(true);
                setAmountFen(step.amountFen);
              }}
            >
              {step.label} {formatFen(step.amountFen)}
            </Button>
          ))}
        </Space>
      </div>
      <div className="lyp-bid-form">
        <label className="lyp-bid-form__label" htmlFor="max-amount">
          设置最高价（代理出价，元）
        </label>
        <Space.Compact className="lyp-bid-form__row">
          <InputNumber
            id="max-amount"
            aria-label="最高价（元）"
            min={0}
            precision={2}
            step={live.incrementFen / 100}
            placeholder={`不低于 ${(live.nextMinimumFen / 100).toFixed(2)}`}
            value={maxFen === undefined ? null : maxFen / 100}
            status={maxProblem ? 'error' : undefined}
            onChange={(value) => setMaxFen(yuanToFen(value))}
          />
          <Button
            loading={sending}
            disabled={maxFen === undefined || maxProblem !== undefined}
            onClick={() => maxFen !== undefined && confirm('max', maxFen)}
          >
            设置最高价
          </Button>
        </Space.Compact>
        <div className="lyp-bid-form__hint">
          {maxProblem ?? '他人出价时，系统按加价幅度自动替您跟价，直至您的最高价。'}
        </div>
      </div>
    </div>
  );
}
