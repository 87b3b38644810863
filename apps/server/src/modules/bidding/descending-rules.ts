import { descendingPriceOfLot } from '@lyp/shared/auction/auction-formats';
import { formatFen } from '@lyp/shared/format/currency';
import { formatTimestamp } from '@lyp/shared/format/timestamp';
import { refuse } from './bid-refusal';
import type { AcceptedBid, BidEffect, LotBiddingState, RefusedBid } from './bid-rules';

/**
 * 降价 (design/auction-rules.md, "Auction formats"): the price falls a step every interval down
 * to the floor; the first accept (应价) committed takes the lot at the step's price. Without
 * 转增价 the lot ends at that moment; with it, open bidding follows for the lot's minutes.
 */

/** Whether the lot still falls: descending and nobody has accepted yet. */
export const isFalling = (lot: LotBiddingState) =>
  lot.biddingMode === 'descending' && lot.acceptedAt === null;

/** A later accept on a lot already taken: told who was first and at what, and whether bidding goes on. */
export function refuseTakenAccept(
  lot: Pick<LotBiddingState, 'acceptedAt' | 'currentPriceFen' | 'ascendMinutes'>,
): RefusedBid {
  const params = {
    at: lot.acceptedAt ? formatTimestamp(lot.acceptedAt) : '',
    price: formatFen(lot.currentPriceFen ?? 0),
  };
  return lot.ascendMinutes === null
    ? refuse('DESCENDING_TAKEN', params)
    : refuse('DESCENDING_TAKEN_ASCENDING', params);
}

/**
 * An accept on a falling lot. `seenFen` is the price the bidder accepted: at least today's price
 * buys at today's price (a drop between seeing and sending favours the bidder); less is refused,
 * as the bidder's clock ran ahead of the server's.
 */
export function decideAccept(
  before: LotBiddingState,
  command: { userId: number; amountFen: number; at: Date },
  bidder: { isNewBidder: boolean; rank: number | null },
): AcceptedBid | RefusedBid {
  const { isNewBidder, rank } = bidder;
  const { priceFen } = descendingPriceOfLot(before, command.at);
  if (command.amountFen < priceFen)
    return refuse('DESCENDING_PRICE_CHANGED', { current: formatFen(priceFen) });
  const lot: LotBiddingState = { ...before };
  const effects: BidEffect[] = [];
  if (lot.status === 'scheduled') {
    lot.status = 'bidding';
    effects.push({ type: 'started', seq: ++lot.eventSeq });
  }
  effects.push({
    type: 'bid',
    bid: {
      userId: command.userId,
      amountFen: priceFen,
      kind: 'accept',
      seq: ++lot.eventSeq,
      at: command.at,
      priority: rank !== null,
    },
  });
  lot.currentPriceFen = priceFen;
  lot.leaderUserId = command.userId;
  lot.leaderPriorityRank = rank;
  lot.acceptedAt = command.at;
  lot.bidCount += 1;
  if (isNewBidder) lot.bidderCount += 1;
  // Sold at the accept: the lot's end is now, and the sweeper closes it within a second. With
  // 转增价 the open phase runs its minutes from the accept instead. The bid's event carries it.
  const endsAtMs =
    lot.ascendMinutes === null ? command.at.getTime() : command.at.getTime() + lot.ascendMinutes * 60_000;
  lot.endsAt = new Date(endsAtMs);
  return { accepted: true, lot, proxy: null, newBidders: isNewBidder ? [command.userId] : [], effects };
}
