import type { Db } from '../../db/client';
import { createMarketBulletinQueries } from './market-bulletins.queries';
import { createMarketFollowsRepository } from './market-follows.repository';
import { createMarketHomeQueries } from './market-home.queries';
import { createMarketLotDetailQueries } from './market-lot-details.queries';
import { createMarketLotQueries } from './market-lots.queries';
import { createMarketViewCountsRepository } from './market-view-counts.repository';

export type { MarketFileKind } from './market-lot-details.queries';
export type { LotSearchFilter, LotStatus } from './market-lots.queries';

/** The market's reads (and its view counts and follows), one group of queries per file. */
export function createMarketRepository(db: Db) {
  return {
    ...createMarketLotQueries(db),
    ...createMarketBulletinQueries(db),
    ...createMarketHomeQueries(db),
    ...createMarketLotDetailQueries(db),
    ...createMarketViewCountsRepository(db),
    ...createMarketFollowsRepository(db),
  };
}

export type MarketRepository = ReturnType<typeof createMarketRepository>;
export type LotCardRow = Awaited<ReturnType<MarketRepository['lotCardsOfBulletins']>>[number];
export type LotDetailRow = NonNullable<Awaited<ReturnType<MarketRepository['findPublicLot']>>>;
