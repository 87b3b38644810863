import type { SealedReceipt } from '@lyp/shared/auction/sealed-bid.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useFeedback } from '../../../lib/feedback';
import { mySealedBidsQuery, sealedBidApi } from '../api/sealed-bid-api';
import { isBidOutcomeUnknown, sendWithRetries } from '../lib/bid-retry';

/**
 * Seals an amount: one client id per amount, kept while the answer is unknown, so submitting
 * the same amount again after a lost answer can never seal twice. Answers the new receipt.
 */
export function useSealedBidSender(lotId: number) {
  const queryClient = useQueryClient();
  const { message } = useFeedback();
  const [sending, setSending] = useState(false);
  const pending = useRef<{ id: string; amountFen: number } | undefined>(undefined);

  const submit = async (amountFen: number): Promise<SealedReceipt | undefined> => {
    const request =
      pending.current?.amountFen === amountFen ? pending.current : { id: crypto.randomUUID(), amountFen };
    pending.current = request;
    setSending(true);
    try {
      const answer = await sendWithRetries(() =>
        sealedBidApi.submit({ lotId, amountFen, clientBidId: request.id }),
      );
      pending.current = undefined;
      void message.success(answer.msg);
      await queryClient.invalidateQueries({ queryKey: mySealedBidsQuery(lotId).queryKey });
      return answer.data;
    } catch (error) {
      const text = error instanceof Error ? error.message : '报价失败，请稍后重试';
      if (isBidOutcomeUnknown(error)) {
        void message.error(`${text}（报价结果未确认，以相同金额重新提交不会重复报价）`);
      } else {
        pending.current = undefined;
        void message.error(text);
      }
      return undefined;
    } finally {
      setSending(false);
    }
  };

  return { sending, submit };
}
