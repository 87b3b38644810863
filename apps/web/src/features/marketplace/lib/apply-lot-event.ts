import type { LotLiveState, PublicBid } from '@lyp/shared/auction/bid.schemas';
import type { LotDetail } from '@lyp/shared/auction/market.schemas';
import type { LotEvent } from '@lyp/shared/realtime/events';

/**
 * What live events change in a lot: the numbers, the newest bids, and the result once closed.
 * The part of the lot's cached detail query that use-live-lot rewrites on each event.
 */
export interface LiveLotView {
  live: LotLiveState;
  recentBids: PublicBid[];
  result: LotDetail['result'];
}

export type EventOutcome =
  | { kind: 'applied'; view: LiveLotView; extendedTo?: string }
  /** The platform took the bulletin down: the lot is no longer public and its bids are void. */
  | { kind: 'revoked'; reason: string }
  /** Already part of what the page shows (an event at or below its sequence number). */
  | { kind: 'stale' }
  /** Something was missed: the page must reload the lot over HTTP. */
  | { kind: 'gap' };

const KEEP_BIDS = 50;

/**
 * One live event onto the page's view. Each event carries the lot's sequence number: the next
 * one applies, an old one is skipped, and a jump means events were lost and the view resyncs.
 */
export function applyLotEvent(view: LiveLotView, event: LotEvent): EventOutcome {
  if (event.lotId !== view.live.lotId || event.seq <= view.live.seq) return { kind: 'stale' };
  if (event.seq !== view.live.seq + 1) return { kind: 'gap' };
  const live: LotLiveState = { ...view.live, seq: event.seq, serverTime: event.serverTime };

  switch (event.type) {
    case 'bid_placed': {
      const bid: PublicBid = { seq: event.seq, ...event.bid };
      return {
        kind: 'applied',
        view: {
          ...view,
          live: {
            ...live,
            status: 'bidding',
            currentPriceFen: event.currentPriceFen,
            nextMinimumFen: event.nextMinimumFen,
            leaderAlias: event.leaderAlias,
            leaderPriorityRank: event.leaderPriorityRank,
            bidCount: event.bidCount,
            bidderCount: event.bidderCount,
            endsAt: event.endsAt,
            reserveMet: event.reserveMet,
            // An accept (应价) stops a descending lot's fall.
            descending:
              event.bid.kind === 'accept' && view.live.descending
                ? { ...view.live.descending, acceptedAt: event.bid.at }
                : view.live.descending,
          },
          recentBids: [bid, ...view.recentBids].slice(0, KEEP_BIDS),
        },
      };
    }
    case 'lot_extended':
      return {
        kind: 'applied',
        view: { ...view, live: { ...live, endsAt: event.endsAt, extensionCount: event.extensionCount } },
        extendedTo: event.endsAt,
      };
    case 'lot_started':
      return {
        kind: 'applied',
        view: { ...view, live: { ...live, status: 'bidding', endsAt: event.endsAt } },
      };
    case 'lot_closed':
      return {
        kind: 'applied',
        view: {
          ...view,
          live: { ...live, status: event.outcome },
          result: {
            outcome: event.outcome,
            finalPriceFen: event.finalPriceFen,
            winnerAlias: event.winnerAlias,
            chainHead: event.chainHead,
          },
        },
      };
    case 'lot_revoked':
      return { kind: 'revoked', reason: event.reason };
    // The page computes the price from the server's clock; the event keeps the sequence and the clock.
    case 'price_dropped':
      return { kind: 'applied', view: { ...view, live } };
    // A sealed bid shows only as one more bid: its amount and bidder wait for the close.
    case 'sealed_bid_counted':
      return {
        kind: 'applied',
        view: { ...view, live: { ...live, bidCount: event.bidCount, bidderCount: event.bidderCount } },
      };
  }
}
