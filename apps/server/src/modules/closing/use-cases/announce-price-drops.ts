import { descendingPriceOfLot } from '@lyp/shared/auction/auction-formats';
import type { ClosingServiceDeps } from '../closing-deps';

/**
 * Tells watchers of each falling descending lot that its price dropped a step. Pages compute the
 * price from the server's clock anyway; the event makes the drop arrive with the lot's own
 * sequence of events, once, however many instances sweep.
 */
export function announcePriceDrops(deps: ClosingServiceDeps) {
  const { closing } = deps;
  return async (now: Date, serverTime: string) => {
    let announced = 0;
    for (const lot of await closing.fallingLots(now)) {
      const price = descendingPriceOfLot(lot, now);
      if (price.step <= lot.announcedDropStep) continue;
      const seq = await closing.claimDrop(lot.id, price.step, price.priceFen, now);
      if (seq === null) continue;
      announced += 1;
      deps.publish([
        {
          type: 'price_dropped',
          lotId: lot.id,
          seq,
          serverTime,
          priceFen: price.priceFen,
          step: price.step,
          nextDropAt: price.nextDropAt?.toISOString() ?? null,
        },
      ]);
    }
    return announced;
  };
}
