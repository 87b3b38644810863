import type { QueryClient } from '@tanstack/react-query';
import { queryKeyOf } from '../../../lib/api-call';

/**
 * After any dictionary change: the type list (its item counts), the item pages, and every
 * form and filter that reads options (dictItemsByCodes), so a new option shows at once.
 */
export async function refreshDictionaries(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    (['dictTypeList', 'dictItemList', 'dictItemsByCodes'] as const).map((name) =>
      queryClient.invalidateQueries({ queryKey: queryKeyOf(name) }),
    ),
  );
}
