import { apiUrl } from '@lyp/shared/api/paths';
import type { AreaNode } from '@lyp/shared/area/area.schemas';
import type {
  BulletinCard,
  homeBulletinSchema,
  publicBulletinSchema,
  homeFiguresSchema,
  LotCard,
  LotDetail,
  LotSearchBody,
} from '@lyp/shared/auction/market.schemas';
import type { z } from 'zod';
import { DICT_CODES } from '@lyp/shared/dict/dict-codes';
import { apiData } from '../../../lib/api-client';
import { call } from '../../../lib/api-call';

/** The public marketplace's reads: what anyone may see, without the reserve or bidders' names. */

export type HomeBulletin = z.infer<typeof homeBulletinSchema>;
export type HomeFigures = z.infer<typeof homeFiguresSchema>;
export type PublicBulletin = z.infer<typeof publicBulletinSchema>;
export interface LotSearchPage {
  records: LotCard[];
  total: number;
  current: number;
  size: number;
  serverTime: string;
}

export const marketApi = {
  homeBulletins: () => apiData<HomeBulletin[]>(apiUrl('homeBulletins')),
  homeFigures: () => apiData<HomeFigures>(apiUrl('homeFigures')),
  searchLots: (body: Partial<LotSearchBody>) =>
    apiData<LotSearchPage>(apiUrl('lotSearch'), { method: 'POST', body }),
  lotDetail: (lotId: number) => apiData<LotDetail>(apiUrl('lotDetail', { lotId })),
  areaTree: () => apiData<AreaNode[]>(apiUrl('areaTree')),
  searchBulletins: (body: { keyword?: string; current: number; size: number }) =>
    apiData<{ records: BulletinCard[]; total: number }>(apiUrl('bulletinSearch'), { method: 'POST', body }),
  bulletin: (id: number) => apiData<PublicBulletin>(apiUrl('publicBulletin', { id })),
  goodsCategories: async () =>
    (await call('dictItemsByCodes', { codes: [DICT_CODES.goodsCategory] }))[DICT_CODES.goodsCategory] ?? [],
};

/** Query keys, one place, so a page and the live channel refresh the same entries. */
export const marketKeys = {
  home: ['market', 'home'] as const,
  figures: ['market', 'figures'] as const,
  search: (body: Partial<LotSearchBody>) => ['market', 'search', body] as const,
  lot: (lotId: number) => ['market', 'lot', lotId] as const,
  areas: ['market', 'areas'] as const,
  bulletins: (query: { keyword?: string; current: number; size: number }) =>
    ['market', 'bulletins', query] as const,
  bulletin: (id: number) => ['market', 'bulletin', id] as const,
  categories: ['market', 'categories'] as const,
};
