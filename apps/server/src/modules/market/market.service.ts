import type { LotDetail, LotSearchPage } from '@lyp/shared/auction/market.schemas';
import { createReadCache } from '../../lib/read-cache';
import type { MarketServiceDeps } from './market-deps';
import { createBulletinPages } from './use-cases/bulletin-pages';
import { createFollows } from './use-cases/follows';
import { createHomePage } from './use-cases/home-page';
import { createLotPages } from './use-cases/lot-pages';
import { createLotViews } from './use-cases/lot-views';
import { searchLots } from './use-cases/search-lots';

export type { MarketServiceDeps } from './market-deps';
export { HOME_BULLETIN_LIMIT } from './use-cases/home-page';
export { RECENT_BID_LIMIT } from './use-cases/lot-pages';
export { VIEW_WINDOW_SECONDS, type Viewer } from './use-cases/lot-views';

/**
 * How long a visitor's read of a lot or a search may be served from memory. Whatever moves a
 * price evicts at once through the engine's events; this bounds only the rest (a bulletin
 * approved or withdrawn, a view counted), none of which touches a price.
 */
export const PUBLIC_READ_TTL_MS = 2000;
/**
 * After that, the held read is still answered while one reload replaces it in the background:
 * no visitor waits for a reload (they stalled lot pages' p99 to 59 ms on one core). A bid's
 * event still drops it at once, so this never serves a price older than an acknowledged bid.
 */
export const PUBLIC_READ_STALE_MS = 1000;

/** The market's use cases (use-cases/), sharing this instance's reads held in memory. */
export function createMarketService(deps: MarketServiceDeps) {
  // What a visitor reads of a lot and of a search, built once per load with a stand-in for the
  // server time, which each answer writes in (the only part that depends on the moment).
  const lotReads = createReadCache<number, LotDetail | undefined>({
    ttlMs: PUBLIC_READ_TTL_MS,
    staleMs: PUBLIC_READ_STALE_MS,
    maxEntries: 5000,
  });
  const searchReads = createReadCache<string, LotSearchPage>({
    ttlMs: PUBLIC_READ_TTL_MS,
    staleMs: PUBLIC_READ_STALE_MS,
    maxEntries: 500,
  });
  deps.watchLots?.((lotId) => {
    lotReads.evict(lotId);
    // A search shows prices of many lots: any change may move any page.
    searchReads.clear();
  });

  const { publicLotTemplate, lotDetail } = createLotPages(deps, lotReads);

  return {
    ...createHomePage(deps),
    ...createBulletinPages(deps, lotDetail),

    /**
     * For the routes that send these answers straight from memory: the page as held, and the
     * time to write into it.
     */
    publicLotTemplate,
    searchTemplate: searchLots(deps, searchReads),

    lotDetail,

    ...createFollows(deps),
    ...createLotViews(deps, publicLotTemplate, lotReads),
  };
}

export type MarketService = ReturnType<typeof createMarketService>;
