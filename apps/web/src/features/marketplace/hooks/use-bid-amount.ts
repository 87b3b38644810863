import { useState } from 'react';

/**
 * The amount in the bid form: it follows the next minimum until the user types, and never
 * stays below it. `typed` marks it the user's own; `sent` lets it follow the minimum again.
 */
export function useBidAmount(nextMinimumFen: number) {
  const [amountFen, setAmountFen] = useState<number | undefined>(nextMinimumFen);
  const [edited, setEdited] = useState(false);
  const [seenMinimum, setSeenMinimum] = useState(nextMinimumFen);
  if (seenMinimum !== nextMinimumFen) {
    setSeenMinimum(nextMinimumFen);
    if (!edited || (amountFen ?? 0) < nextMinimumFen) {
      setAmountFen(nextMinimumFen);
      setEdited(false);
    }
  }
  return {
    amountFen,
    typed: (value: number | undefined) => {
      setEdited(true);
      setAmountFen(value);
    },
    sent: () => setEdited(false),
  };
}
