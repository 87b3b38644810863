import type { Db } from '../../db/client';
import { createLotLineageRepository, loadPublicLineage } from '../bulletins';
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
  const lineage = createLotLineageRepository(db);
  return {
    /** 原拍卖 and 第 N 次拍卖 of a lot, those the public may open. */
    publicLineageOf: (lotId: number) => loadPublicLineage(lineage, lotId),
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
