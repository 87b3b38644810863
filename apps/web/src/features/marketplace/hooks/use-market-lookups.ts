import { useQuery } from '@tanstack/react-query';
import { marketApi, marketKeys } from '../api/market-api';

/** Reference data for filters: read once per visit, it changes with releases, not with bids. */
export function useAreaTree() {
  return useQuery({ queryKey: marketKeys.areas, queryFn: marketApi.areaTree, staleTime: Infinity });
}

export function useGoodsCategories() {
  return useQuery({
    queryKey: marketKeys.categories,
    queryFn: marketApi.goodsCategories,
    staleTime: 10 * 60_000,
  });
}
