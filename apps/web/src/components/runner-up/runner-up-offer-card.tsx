import type { MyRunnerUpOffer } from '@lyp/shared/auction/runner-up-offer.schemas';
import { RUNNER_UP_OFFER_STATUS_LABELS } from '@lyp/shared/auction/runner-up-offer.schemas';
import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import { formatFen } from '@lyp/shared/format/currency';
import { formatTimestamp } from '@lyp/shared/format/timestamp';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Popconfirm, Space, Tag } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { Can } from '../permission/can';
import { acceptOffer, declineOffer, OFFER_KEYS } from './runner-up-api';

/** The time now, every second, while a deadline counts down. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** 剩余 1天 02:03:04, or null once the deadline has passed. */
export function timeLeft(deadlineIso: string, now: number): string | null {
  const ms = Date.parse(deadlineIso) - now;
  if (ms <= 0) return null;
  const seconds = Math.floor(ms / 1000);
  const days = Math.floor(seconds / 86_400);
  const clock = [Math.floor(seconds / 3600) % 24, Math.floor(seconds / 60) % 60, seconds % 60]
    .map((part) => String(part).padStart(2, '0'))
    .join(':');
  return days > 0 ? `${days}天 ${clock}` : clock;
}

/** What stands between the bidder's yes and the order: nothing, a deposit to pay, one in review. */
function depositLine(offer: MyRunnerUpOffer): string {
  if (offer.depositStep === 'ready') return '您的保证金仍冻结，接受后立即生成订单。';
  if (offer.depositStep === 'review') return '保证金凭证审核中，确认到账后自动生成订单。';
  return `接受前须缴纳保证金 ${formatFen(offer.depositFen)}，确认到账后自动生成订单。`;
}

/**
 * 悔拍递补 offer to the signed-in bidder: the amount, the deadline counting down, and 接受递补 /
 * 放弃. Shown on the lot page and in 我的订单. `payDeposit` leads to the lot's deposit page.
 */
export function RunnerUpOfferCard({
  offer,
  payDeposit,
  title,
}: {
  offer: MyRunnerUpOffer;
  payDeposit: (lotId: number) => void;
  title?: ReactNode;
}) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const now = useNow();
  const refresh = () =>
    Promise.all(OFFER_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  const answer = useMutation({
    mutationFn: (kind: 'accept' | 'decline') =>
      kind === 'accept' ? acceptOffer(offer.id) : declineOffer(offer.id),
    onSuccess: async (done) => {
      void message.success(done.msg);
      await refresh();
      if (done.data.status === 'open' && done.data.depositStep === 'pay') payDeposit(offer.lotId);
    },
    onError: (error) => void message.error(error.message),
  });
  const left = timeLeft(offer.deadlineAt, now);
  const amount = formatFen(offer.amountFen);

  if (offer.status !== 'open') return <AnsweredOffer offer={offer} title={title} />;
  const waiting = offer.acceptRequested && offer.depositStep !== 'ready';
  return (
    <Alert
      className="lyp-runner-up"
      type="warning"
      showIcon
      title={
        title ?? (
          <Space wrap>
            <span>
              悔拍递补邀请：您可按您的最高出价 {amount} 购买“{offer.lotTitle}”
            </span>
            {waiting ? <Tag color="orange">待缴纳保证金</Tag> : null}
          </Space>
        )
      }
      description={
        <Space orientation="vertical" size={4}>
          <span>
            请在 {formatTimestamp(new Date(offer.deadlineAt))} 前答复
            {left ? `（剩余 ${left}）` : '（已到期）'}，逾期视为放弃。{depositLine(offer)}
          </span>
          <Can code={PERMISSIONS.runnerUpOfferRespond.code}>
            <Space wrap>
              {waiting && offer.depositStep === 'pay' ? (
                <Button type="primary" onClick={() => payDeposit(offer.lotId)}>
                  缴纳保证金
                </Button>
              ) : waiting ? null : (
                <Button type="primary" loading={answer.isPending} onClick={() => answer.mutate('accept')}>
                  接受递补
                </Button>
              )}
              <Popconfirm
                title="放弃递补后，标的将递补给下一位竞买人，确定放弃吗？"
                okText="确定放弃"
                cancelText="再想想"
                onConfirm={() => answer.mutate('decline')}
              >
                <Button danger>放弃</Button>
              </Popconfirm>
            </Space>
          </Can>
        </Space>
      }
    />
  );
}

/** An offer no longer open: accepted (with its new order), declined, expired or withdrawn. */
function AnsweredOffer({ offer, title }: { offer: MyRunnerUpOffer; title?: ReactNode }) {
  const amount = formatFen(offer.amountFen);
  return (
    <Alert
      className="lyp-runner-up"
      type={offer.status === 'accepted' ? 'success' : 'info'}
      showIcon
      title={title ?? `“${offer.lotTitle}”递补邀请：${RUNNER_UP_OFFER_STATUS_LABELS[offer.status]}`}
      description={
        offer.orderNo
          ? `已按 ${amount} 递补成交，新订单 ${offer.orderNo}，请在“我的订单”中按期付款。`
          : `递补金额 ${amount}，答复期限 ${formatTimestamp(new Date(offer.deadlineAt))}。`
      }
    />
  );
}
