import type { MessagesServiceDeps } from '../messages-deps';
import type { OutbidEntry } from '../messages.types';

/** The first round after a start reads this far back from the latest bid (the crash was then). */
const START_LOOKBACK_MS = 60 * 60_000;
/** Later rounds read this far back from now: a failed write of the last minutes is told again. */
const ROUND_LOOKBACK_MS = 2 * 60_000;
/**
 * Bids this recent are left to the process that placed them: its notices wait a moment to be
 * written together, and telling one early would split what it tells once.
 */
const SETTLE_MS = 2_000;

/**
 * Outbid notices are gathered in memory for a moment before they are written (bid-storm
 * speed), so a process that dies then loses them. The committed bid log still says who was
 * displaced: each round tells those whose latest displacement has no notice yet, under the
 * same key the engine uses, so a notice written meanwhile is never written twice.
 */
export function recoverOutbid(deps: MessagesServiceDeps, tell: (displaced: OutbidEntry[]) => Promise<void>) {
  const { messages, clock } = deps;
  let started = false;
  return async (): Promise<number> => {
    const now = clock.now().getTime();
    let from = now - ROUND_LOOKBACK_MS;
    if (!started) {
      const latest = await messages.latestBidAt();
      if (!latest) {
        started = true;
        return 0;
      }
      from = Math.min(latest.getTime(), now) - START_LOOKBACK_MS;
    }
    const untold = await messages.untoldDisplacements(new Date(from), new Date(now - SETTLE_MS));
    if (untold.length > 0) await tell(untold);
    started = true;
    return untold.length;
  };
}
