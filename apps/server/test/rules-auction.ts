import {
  decideBid,
  type AcceptedBid,
  type BidCommand,
  type BidDecision,
  type LotBiddingState,
  type ProxyState,
} from '../src/modules/bidding/bid-rules';

/**
 * A lot with its maximums and bidders, taking commands one after another as the engine does,
 * for tests of the bidding rules that need no database. `ranks`: who holds the lot's
 * 优先购买权, in which order.
 */
export function rulesAuction(initial: LotBiddingState, ranks: ReadonlyMap<number, number> = new Map()) {
  let state = initial;
  const proxies = new Map<number, ProxyState>();
  const bidders = new Set<number>();
  return {
    get state() {
      return state;
    },
    run(command: BidCommand): BidDecision {
      const decision = decideBid(state, { proxies, bidders, ranks }, command);
      if (decision.accepted) {
        state = decision.lot;
        if (decision.proxy) proxies.set(decision.proxy.userId, decision.proxy);
        for (const userId of decision.newBidders) bidders.add(userId);
      }
      return decision;
    },
  };
}

/** The decision, which the test expects accepted: a refusal fails it with its code. */
export function accepted(decision: BidDecision): AcceptedBid {
  if (!decision.accepted) throw new Error(`refused with ${decision.code}`);
  return decision;
}
