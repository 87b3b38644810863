import type { LotSearchBody, LotSearchPage, MarketStatus } from '@lyp/shared/auction/market.schemas';
import { SERVER_TIME_STAND_IN } from '../../../lib/stamped-json';
import type { MarketServiceDeps, SearchReads } from '../market-deps';
import type { LotStatus } from '../market.repository';
import { toLotCard } from '../market-views';
import { pageWindow } from '../../../lib/paging';

const STATUSES_OF: Record<MarketStatus, LotStatus[]> = {
  upcoming: ['scheduled'],
  bidding: ['bidding'],
  ended: ['sold', 'unsold'],
};

/** The lot search, each page held in memory with a stand-in for the server time. */
export function searchLots({ market }: MarketServiceDeps, searchReads: SearchReads) {
  return function searchTemplate(body: LotSearchBody): Promise<LotSearchPage> {
    return searchReads.get(JSON.stringify(body), async () => {
      const { records, total } = await market.searchLots({
        ...(body.status ? { statuses: STATUSES_OF[body.status] } : {}),
        ...(body.category ? { category: body.category } : {}),
        ...(body.regionCode ? { regionPrefix: body.regionCode } : {}),
        ...(body.minPriceFen !== undefined ? { minPriceFen: body.minPriceFen } : {}),
        ...(body.maxPriceFen !== undefined ? { maxPriceFen: body.maxPriceFen } : {}),
        ...(body.keyword ? { keyword: body.keyword } : {}),
        sort: body.sort,
        order: body.order,
        ...pageWindow(body),
      });
      return {
        records: records.map(toLotCard),
        total,
        current: body.current,
        size: body.size,
        serverTime: SERVER_TIME_STAND_IN,
      };
    });
  };
}
