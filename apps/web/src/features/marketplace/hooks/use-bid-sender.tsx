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

export type BidKind = 'bid' | 'max';

export const capitals = (fen: number) => toChineseCapitals((fen / 100).toFixed(2));

function ConfirmContent({ kind, valueFen }: { kind: BidKind; valueFen: number }) {
  return (
    <div className="lyp-bid-confirm">
      <div>
        {kind === 'bid' ? '出价金额' : '最高价'}：<strong>{formatFen(valueFen)}</strong>
      </div>
      <div>大写：{capitals(valueFen)}</div>
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
      title: kind === 'bid' ? '确认出价' : '确认设置最高价',
      content: <ConfirmContent kind={kind} valueFen={valueFen} />,
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

  return { sending, confirm };
}
