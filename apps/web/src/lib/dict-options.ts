import type { DictOption } from '@lyp/shared/dict/dict.schemas';
import { useQuery } from '@tanstack/react-query';
import { queryOptionsOf } from './api-call';

/** The enabled options of one dictionary, fetched when a page shows them (a new option shows at once). */
export function dictOptionsQuery(code: string) {
  return queryOptionsOf('dictItemsByCodes', { codes: [code] });
}

export function useDictOptions(code: string): { options: DictOption[]; isLoading: boolean } {
  const query = useQuery(dictOptionsQuery(code));
  return { options: query.data?.[code] ?? [], isLoading: query.isLoading };
}
