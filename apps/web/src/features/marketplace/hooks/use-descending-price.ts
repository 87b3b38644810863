import { descendingPriceAt, type DescendingPrice } from '@lyp/shared/auction/auction-formats';
import type { LotLiveState } from '@lyp/shared/auction/bid.schemas';
import { useServerNow } from './use-server-now';

/**
 * A descending lot's price now, by the server's clock, re-read every second; null for other
 * formats and once someone has accepted (the price then stands, or rises in 转增价).
 */
export function useDescendingPrice(live: LotLiveState): (DescendingPrice & { floorPriceFen: number }) | null {
  const now = useServerNow();
  const rules = live.descending;
  if (!rules || rules.acceptedAt !== null) return null;
  const price = descendingPriceAt(
    {
      startsAt: new Date(live.startsAt),
      startPriceFen: live.startPriceFen,
      decreaseStepFen: rules.decreaseStepFen,
      decreaseIntervalMinutes: rules.decreaseIntervalMinutes,
      floorPriceFen: rules.floorPriceFen,
    },
    new Date(now),
  );
  return { ...price, floorPriceFen: rules.floorPriceFen };
}
