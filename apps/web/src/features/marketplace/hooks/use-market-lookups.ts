import { DICT_CODES } from '@lyp/shared/dict/dict-codes';
import { useQuery } from '@tanstack/react-query';
import { dictOptionsQuery } from '../../../lib/dict-options';
import { areaTreeQuery } from '../api/market-queries';

/** Reference data for filters: read once per visit, it changes with releases, not with bids. */
export function useAreaTree() {
  return useQuery({ ...areaTreeQuery(), staleTime: Infinity });
}

/**
 * The goods categories dictionary, through the dictionaries' own query: refetched on each
 * visit and invalidated by 字典管理, so an option added there shows in the filter at once.
 */
export function useGoodsCategories() {
  return useQuery({
    ...dictOptionsQuery(DICT_CODES.goodsCategory),
    select: (options) => options[DICT_CODES.goodsCategory] ?? [],
  });
}
