import { nextMinimumBidFen } from '@lyp/shared/auction/auction-rules';
import type { BiddingMode } from '@lyp/shared/auction/auction-formats';
import type { DescendingLive, LotLiveState } from '@lyp/shared/auction/bid.schemas';
import type { LotStatus } from '@lyp/shared/auction/bulletin.schemas';

export interface LiveStateSource {
  id: number;
  status: LotStatus;
  biddingMode: BiddingMode;
  decreaseStepFen: number | null;
  decreaseIntervalMinutes: number | null;
  floorPriceFen: number | null;
  ascendMinutes: number | null;
  acceptedAt: Date | null;
  startPriceFen: number;
  incrementFen: number;
  reservePriceFen: number | null;
  currentPriceFen: number | null;
  leaderPriorityRank: number | null;
  bidCount: number;
  bidderCount: number;
  startsAt: Date;
  endsAt: Date;
  extensionCount: number;
  eventSeq: number;
}

/** Whether the top bid meets the reserve; never the reserve itself. */
export function isReserveMet(
  lot: Pick<LiveStateSource, 'reservePriceFen' | 'currentPriceFen'>,
): boolean | null {
  if (lot.reservePriceFen === null) return null;
  return lot.currentPriceFen !== null && lot.currentPriceFen >= lot.reservePriceFen;
}

/** A descending lot's rules, as every page needs them to compute its price by the server's clock. */
export function descendingLiveOf(lot: LiveStateSource): DescendingLive | null {
  if (lot.biddingMode !== 'descending') return null;
  return {
    // The same stand-ins as descendingPriceOfLot, so pages and server agree on any lot.
    decreaseStepFen: lot.decreaseStepFen ?? lot.startPriceFen,
    decreaseIntervalMinutes: lot.decreaseIntervalMinutes ?? 1,
    floorPriceFen: lot.floorPriceFen ?? lot.startPriceFen,
    ascendMinutes: lot.ascendMinutes,
    acceptedAt: lot.acceptedAt?.toISOString() ?? null,
  };
}

/** The numbers of a lot anyone may see, stamped with the server's time. */
export function toLotLiveState(lot: LiveStateSource, leaderAlias: string | null, now: Date): LotLiveState {
  return {
    lotId: lot.id,
    status: lot.status,
    biddingMode: lot.biddingMode,
    descending: descendingLiveOf(lot),
    startPriceFen: lot.startPriceFen,
    incrementFen: lot.incrementFen,
    currentPriceFen: lot.currentPriceFen,
    nextMinimumFen: nextMinimumBidFen(lot),
    leaderAlias,
    leaderPriorityRank: lot.leaderPriorityRank,
    bidCount: lot.bidCount,
    bidderCount: lot.bidderCount,
    reserveMet: isReserveMet(lot),
    startsAt: lot.startsAt.toISOString(),
    endsAt: lot.endsAt.toISOString(),
    extensionCount: lot.extensionCount,
    seq: lot.eventSeq,
    serverTime: now.toISOString(),
  };
}
