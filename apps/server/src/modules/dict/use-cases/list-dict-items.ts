import type { DictItemListBody } from '@lyp/shared/dict/dict.schemas';
import { allPages } from '../../../lib/excel-export';
import type { DictServiceDeps } from '../dict-deps';
import { exportDictItems } from '../dict-export';
import { toDictItem } from '../dict.view';
import { dictRules } from './dict-rules';
import { readPage } from '../../../lib/paging';

/** The options list's filters: the page and the export read the same. */
const itemFilters = (body: DictItemListBody) => ({
  typeId: body.typeId,
  ...(body.keyword ? { keyword: body.keyword } : {}),
});

export function listDictItems(deps: DictServiceDeps) {
  const { dicts } = deps;
  const { requireType } = dictRules(deps);
  return async (body: DictItemListBody) => {
    await requireType(body.typeId);
    return readPage(body, (window) => dicts.listItems({ ...itemFilters(body), ...window }), toDictItem);
  };
}

/**
 * 字典管理's export: the selected dictionary's options as filtered, a page at a time. The
 * type is looked up first, so an unknown one answers 404 rather than a broken download.
 */
export function exportDictItemList(deps: DictServiceDeps) {
  const { dicts, clock } = deps;
  const { requireType } = dictRules(deps);
  return async (body: DictItemListBody) => {
    const type = await requireType(body.typeId);
    const items = allPages(async (offset, limit) =>
      (await dicts.listItems({ ...itemFilters(body), offset, limit })).records.map(toDictItem),
    );
    return exportDictItems(type, items, clock.now());
  };
}
