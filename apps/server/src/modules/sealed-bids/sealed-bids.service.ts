import type { SealedBidsDeps } from './sealed-bids-deps';
import { createSealedReads } from './use-cases/sealed-reads';
import { submitSealedBid } from './use-cases/submit-sealed-bid';

export type { SealedBidsDeps } from './sealed-bids-deps';

/** 一次报价's use cases (use-cases/). */
export function createSealedBidsService(deps: SealedBidsDeps) {
  return { submit: submitSealedBid(deps), ...createSealedReads(deps) };
}

export type SealedBidsService = ReturnType<typeof createSealedBidsService>;
