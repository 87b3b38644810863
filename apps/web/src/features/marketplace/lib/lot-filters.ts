import { MARKET_SORTS, MARKET_STATUSES, type MarketStatus } from '@lyp/shared/auction/market-filters';
import type { LotSearchBody } from '@lyp/shared/auction/market.schemas';

/**
 * The /morebid filters as they live in the URL, so a link or Back brings the same list.
 * Prices are whole yuan in the URL (what people type), fen in the request.
 */
export interface LotFilters {
  status?: MarketStatus;
  category?: string;
  region?: string;
  minYuan?: number;
  maxYuan?: number;
  keyword?: string;
  sort: (typeof MARKET_SORTS)[number];
  order: 'asc' | 'desc';
  page: number;
  size: number;
}

export const PAGE_SIZES = [12, 24, 48] as const;
const DEFAULT_SIZE = 12;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value);

const wholeNumber = (value: string | null, min: number): number | undefined => {
  if (value === null || value.trim() === '') return undefined;
  const parsed = Number(value);
  return Number.isSafeInteger(parsed) && parsed >= min ? parsed : undefined;
};

/** Whatever is in the URL, a valid set of filters: unknown or broken values are dropped. */
export function parseLotFilters(params: URLSearchParams): LotFilters {
  const keyword = params.get('q')?.trim().slice(0, 50);
  const region = params.get('region');
  const size = wholeNumber(params.get('size'), 1);
  return {
    status: oneOf(MARKET_STATUSES, params.get('status')),
    category: params.get('category')?.slice(0, 50) || undefined,
    region: region && /^\d{2}(\d{2}(\d{2})?)?$/.test(region) ? region : undefined,
    minYuan: wholeNumber(params.get('min'), 0),
    maxYuan: wholeNumber(params.get('max'), 0),
    keyword: keyword || undefined,
    sort: oneOf(MARKET_SORTS, params.get('sort')) ?? 'default',
    order: params.get('order') === 'desc' ? 'desc' : 'asc',
    page: wholeNumber(params.get('page'), 1) ?? 1,
    size: PAGE_SIZES.find((allowed) => allowed === size) ?? DEFAULT_SIZE,
  };
}

/** The URL's query for filters, leaving out defaults so links stay short. */
export function lotFiltersToParams(filters: LotFilters): URLSearchParams {
  const params = new URLSearchParams();
  const put = (key: string, value: string | number | undefined) => {
    if (value !== undefined && value !== '') params.set(key, String(value));
  };
  put('status', filters.status);
  put('category', filters.category);
  put('region', filters.region);
  put('min', filters.minYuan);
  put('max', filters.maxYuan);
  put('q', filters.keyword);
  if (filters.sort !== 'default') put('sort', filters.sort);
  if (filters.order !== 'asc') put('order', filters.order);
  if (filters.page !== 1) put('page', filters.page);
  if (filters.size !== DEFAULT_SIZE) put('size', filters.size);
  return params;
}

/** The search request for filters. A reversed price range is put right rather than refused. */
export function lotSearchBody(filters: LotFilters): Partial<LotSearchBody> {
  const [low, high] =
    filters.minYuan !== undefined && filters.maxYuan !== undefined && filters.minYuan > filters.maxYuan
      ? [filters.maxYuan, filters.minYuan]
      : [filters.minYuan, filters.maxYuan];
  return {
    current: filters.page,
    size: filters.size,
    sort: filters.sort,
    order: filters.order,
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.category ? { category: filters.category } : {}),
    ...(filters.region ? { regionCode: filters.region } : {}),
    ...(low !== undefined ? { minPriceFen: low * 100 } : {}),
    ...(high !== undefined ? { maxPriceFen: high * 100 } : {}),
    ...(filters.keyword ? { keyword: filters.keyword } : {}),
  };
}
