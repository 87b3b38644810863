import { nextMinimumBidFen } from '@lyp/shared/auction/auction-rules';
import type { LotLiveState } from '@lyp/shared/auction/bid.schemas';
import type { LotStatus } from '@lyp/shared/auction/bulletin.schemas';

export interface LiveStateSource {
  id: number;
  status: LotStatus;
  startPriceFen: number;
  incrementFen: number;
  reservePriceFen: number | null;
  currentPriceFen: number | null;
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

/** The numbers of a lot anyone may see, stamped with the server's time. */
export function toLotLiveState(lot: LiveStateSource, leaderAlias: string | null, now: Date): LotLiveState {
  return {
    lotId: lot.id,
    status: lot.status,
    startPriceFen: lot.startPriceFen,
    incrementFen: lot.incrementFen,
    currentPriceFen: lot.currentPriceFen,
    nextMinimumFen: nextMinimumBidFen(lot),
    leaderAlias,
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
