import type { LotSearchBody } from '@lyp/shared/auction/market.schemas';
import { queryOptions } from '@tanstack/react-query';
import { syncServerClock } from '../hooks/use-server-now';
import { marketApi, marketKeys } from './market-api';

/**
 * Reads that carry the server's time, as query options: every page that shows them sets the
 * clock its countdowns run on, and pages sharing a key share one definition of it.
 */
export const lotSearchQuery = (body: Partial<LotSearchBody>) =>
  queryOptions({
    queryKey: marketKeys.search(body),
    queryFn: async () => {
      const page = await marketApi.searchLots(body);
      syncServerClock(page.serverTime);
      return page;
    },
  });

export const lotDetailQuery = (lotId: number) =>
  queryOptions({
    queryKey: marketKeys.lot(lotId),
    queryFn: async () => {
      const lot = await marketApi.lotDetail(lotId);
      syncServerClock(lot.live.serverTime);
      return lot;
    },
    enabled: Number.isSafeInteger(lotId) && lotId > 0,
  });
