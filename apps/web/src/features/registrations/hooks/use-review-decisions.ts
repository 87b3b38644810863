import { useState } from 'react';
import { useConfirm, type ReasonRequest } from '../../../components/back-office';
import { useFeedback } from '../../../lib/feedback';
import type { Decision } from '../api/reviews';

/** What the reviewer reads while deciding on one application. */
export interface DecisionWording {
  /** The confirmation before 通过: the question and what approving does. */
  approveTitle: string;
  approveContent: string;
  /** Shown once approved. */
  approved: string;
  rejectTitle: string;
  /** Whose application is turned down, above the reason. */
  rejectDescription: string;
  /** Shown once rejected. */
  rejected: string;
  /** Common reasons, one click away. */
  suggestions: readonly string[];
}

/**
 * 通过 (after a confirmation) and 驳回 (with a reason) of one kind of application, as every
 * review tab offers them. `onDecided` closes what is open and re-reads the list; `rejecting`
 * feeds the page's ReasonModal.
 */
export function useReviewDecisions<Row>({
  wording,
  decide,
  onDecided,
}: {
  wording: (row: Row) => DecisionWording;
  decide: (row: Row, decision: Decision) => Promise<unknown>;
  onDecided: () => Promise<unknown>;
}) {
  const { message } = useFeedback();
  const confirm = useConfirm();
  const [rejecting, setRejecting] = useState<ReasonRequest>();

  const approve = (row: Row) => {
    const words = wording(row);
    return confirm({
      title: words.approveTitle,
      content: words.approveContent,
      okText: '通过',
      onOk: async () => {
        await decide(row, { approved: true });
        void message.success(words.approved);
        await onDecided();
      },
    });
  };
  const reject = (row: Row) => {
    const words = wording(row);
    setRejecting({
      title: words.rejectTitle,
      description: words.rejectDescription,
      suggestions: words.suggestions,
      successMessage: words.rejected,
      submit: async (reason) => {
        await decide(row, { approved: false, reason });
        await onDecided();
      },
    });
  };
  return { approve, reject, rejecting, clearRejecting: () => setRejecting(undefined) };
}
