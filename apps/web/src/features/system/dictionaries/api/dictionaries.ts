import type { EndpointInput } from '@lyp/shared/api/endpoints';
import type { DictTypeAddBody } from '@lyp/shared/dict/dict.schemas';
import type { QueryClient } from '@tanstack/react-query';
import { call, download, queryKeyOf, queryOptionsOf } from '../../../../lib/api-call';

/** 字典管理: the types (searched by keyword, or all), and one type's options a page at a time. */
export const dictTypesQuery = (keyword?: string) =>
  queryOptionsOf('dictTypeList', keyword ? { keyword } : {});
export const dictItemsQuery = (body: EndpointInput<'dictItemList'>) => queryOptionsOf('dictItemList', body);
export const exportDictItems = (filters: EndpointInput<'dictExport'>) => download('dictExport', filters);

/** A type's answer is the saved type, so the page can select a new one at once. */
export const saveDictType = (values: DictTypeAddBody, id: number | undefined) =>
  id === undefined ? call('dictTypeAdd', values) : call('dictTypeEdit', { ...values, id });
export const removeDictType = (id: number) => call('dictTypeRemove', { id });

export const addDictItem = (body: EndpointInput<'dictItemAdd'>) => call('dictItemAdd', body);
export const editDictItem = (body: EndpointInput<'dictItemEdit'>) => call('dictItemEdit', body);
export const removeDictItem = (id: number) => call('dictItemRemove', { id });

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
