import type { BidResult } from '@lyp/shared/auction/bid.schemas';
import type { Ok } from '@lyp/shared/api/envelope';
import { formatFen } from '@lyp/shared/format/currency';
import { toChineseCapitals } from '@lyp/shared/format/money-capitals';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Text } from '../../../components/typography/plain-typography';
import { useFeedback } from '../../../lib/feedback';
import { bidderInfoQuery, biddingApi } from '../api/bidding-api';
import { isBidOutcomeUnknown, sendWithRetries } from '../lib/bid-retry';

export type BidKind = 'bid' | 'max' | 'accept';

export const capitals = (fen: number) => toChineseCapitals((fen / 100).toFixed(2));

const KIND_WORDS: Record<BidKind, { amount: string; title: string; ok: string }> = {
  bid: { amount: '出价金额', title: '确认出价', ok: '确认出价' },
  max: { amount: '最高价', title: '确认设置最高价', ok: '确认设置' },
  accept: { amount: '应价金额', title: '确认应价', ok: '确认应价' },
};

/** Each kind's call: a bid, a maximum, or an accept (应价) on a descending lot. */
function sendOf(kind: BidKind, lotId: number, valueFen: number, clientBidId: string) {
  if (kind === 'max') return biddingApi.setMaximum({ lotId, maxFen: valueFen, clientBidId });
  const body = { lotId, amountFen: valueFen, clientBidId };
  return kind === 'bid' ? biddingApi.placeBid(body) : biddingApi.acceptPrice(body);
}

function ConfirmContent({ kind, valueFen }: { kind: BidKind; valueFen: number }) {
  return (
    <div className="lyp-bid-confirm">
      <div>
        {KIND_WORDS[kind].amount}：<strong>{formatFen(valueFen)}</strong>
      </div>
      <div>大写：{capitals(valueFen)}</div>
      {kind === 'accept' ? (
        <Text type="secondary">
          价格每个周期下降；第一个应价者成交。若您提交时价格已降，按更低的当前价格成交。
        </Text>
      ) : null}
      {kind === 'max' ? (
        <Text type="secondary">系统将按加价幅度自动为您出价，直至达到此最高价；他人看不到您的最高价。</Text>
      ) : null}
    </div>
  );
}

/**
 * A bid or maximum, confirmed in a dialog and sent; the answer updates where the user stands.
 * `onSent` hears the lot's sequence number from each answer.
 */
export function useBidSender(lotId: number, onSent: (lotSeq: number) => void) {
  const queryClient = useQueryClient();
  const { modal, message } = useFeedback();
  const [sending, setSending] = useState(false);
  // One id per bid: a retry of the same bid (same kind and amount) reuses it, another bid gets a
  // new one. `sent`: it may have reached the server, so only its answer may let it go.
  const pending = useRef<{ id: string; kind: BidKind; valueFen: number; sent: boolean } | undefined>(
    undefined,
  );

  const settle = async (send: () => Promise<Ok<BidResult>>) => {
    setSending(true);
    try {
      const answer = await sendWithRetries(send);
      pending.current = undefined;
      queryClient.setQueryData(bidderInfoQuery(lotId).queryKey, (info) =>
        info
          ? {
              ...info,
              leading: answer.data.leading,
              myMaxFen: answer.data.myMaxFen,
              alias: answer.data.placed?.alias ?? info.alias,
              lot: answer.data.lot,
            }
          : info,
      );
      onSent(answer.data.lot.seq);
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

  const confirm = (kind: BidKind, valueFen: number) => {
    const earlier = pending.current;
    const request =
      earlier?.kind === kind && earlier.valueFen === valueFen
        ? earlier
        : { id: crypto.randomUUID(), kind, valueFen, sent: false };
    pending.current = request;
    const clientBidId = request.id;
    modal.confirm({
      title: KIND_WORDS[kind].title,
      content: <ConfirmContent kind={kind} valueFen={valueFen} />,
      okText: KIND_WORDS[kind].ok,
      cancelText: '取消',
      onOk: () => {
        request.sent = true;
        return settle(() => sendOf(kind, lotId, valueFen, clientBidId));
      },
      onCancel: () => {
        // A bid never sent is forgotten; one whose answer was lost keeps its id for a retry.
        if (!request.sent) pending.current = undefined;
      },
    });
  };

  return { sending, confirm };
}
