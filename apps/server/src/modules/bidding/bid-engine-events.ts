import type { LotEvent } from '@lyp/shared/realtime/events';
import type { AcceptedBid, LotBiddingState } from './bid-rules';
import { isReserveMet } from './lot-live-state';

/** The live events of one decision, each with the lot as it stood right after it. */
export function toEvents(
  lotId: number,
  before: LotBiddingState,
  decision: AcceptedBid,
  aliases: ReadonlyMap<number, string>,
  now: Date,
): LotEvent[] {
  const after = decision.lot;
  const serverTime = now.toISOString();
  let bidCount = before.bidCount;
  let bidderCount = before.bidderCount;
  const counted = new Set<number>();
  return decision.effects.map((effect): LotEvent => {
    if (effect.type === 'started') {
      return { type: 'lot_started', lotId, seq: effect.seq, serverTime, endsAt: after.endsAt.toISOString() };
    }
    if (effect.type === 'extended') {
      return {
        type: 'lot_extended',
        lotId,
        seq: effect.seq,
        serverTime,
        endsAt: effect.endsAt.toISOString(),
        extensionCount: effect.extensionCount,
      };
    }
    const { bid } = effect;
    const alias = aliases.get(bid.userId) ?? '';
    bidCount += 1;
    if (decision.newBidders.includes(bid.userId) && !counted.has(bid.userId)) {
      counted.add(bid.userId);
      bidderCount += 1;
    }
    return {
      type: 'bid_placed',
      lotId,
      seq: bid.seq,
      serverTime,
      bid: {
        amountFen: bid.amountFen,
        alias,
        kind: bid.kind,
        at: bid.at.toISOString(),
        priority: bid.priority,
      },
      currentPriceFen: bid.amountFen,
      nextMinimumFen: bid.amountFen + after.incrementFen,
      leaderAlias: alias,
      // Whoever placed a decision's bid last leads after it, so a bid's placer leads at its price.
      leaderPriorityRank:
        bid.userId === after.leaderUserId ? after.leaderPriorityRank : before.leaderPriorityRank,
      bidCount,
      bidderCount,
      endsAt: after.endsAt.toISOString(),
      reserveMet: isReserveMet({ reservePriceFen: after.reservePriceFen, currentPriceFen: bid.amountFen }),
    };
  });
}
