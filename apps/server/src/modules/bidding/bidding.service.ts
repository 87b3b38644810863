import type { BidAddBody, MaxPriceBody } from '@lyp/shared/auction/bid.schemas';
import type { Principal } from '../../lib/principal';
import type { BiddingServiceDeps } from './bidding-deps';
import { createGatePasses } from './gate-passes';
import { measuredSubmit } from './measured-submit';
import { getBidderInfo } from './use-cases/get-bidder-info';
import { createLotBidReads } from './use-cases/lot-bids';
import { createMyBids } from './use-cases/my-bids';
import { submitBid } from './use-cases/submit-bid';

export type { BiddingServiceDeps } from './bidding-deps';

const GATE_PASS_MS = 10_000;
const GATE_PASSES_MAX = 100_000;

/** Bidding's use cases (use-cases/), sharing this instance's gate passes. */
export function createBiddingService(deps: BiddingServiceDeps) {
  const passes = createGatePasses({ ttlMs: GATE_PASS_MS, maxEntries: GATE_PASSES_MAX });
  const submit = measuredSubmit(submitBid(deps, passes), deps.recordOutcome);

  return {
    place: (principal: Principal, body: BidAddBody) =>
      submit(principal, body.lotId, body.clientBidId, { kind: 'bid', amountFen: body.amountFen }),

    setMax: (principal: Principal, body: MaxPriceBody) =>
      submit(principal, body.lotId, body.clientBidId, { kind: 'max', maxFen: body.maxFen }),

    /** 应价 on a descending lot, at the price the bidder saw (the spec's "decrease bid"). */
    accept: (principal: Principal, body: BidAddBody) =>
      submit(principal, body.lotId, body.clientBidId, { kind: 'accept', amountFen: body.amountFen }),

    ...createLotBidReads(deps),
    ...createMyBids(deps),
    bidderInfo: getBidderInfo(deps),
  };
}

export type BiddingService = ReturnType<typeof createBiddingService>;
