import type { DictServiceDeps } from './dict-deps';
import { addDictItem } from './use-cases/add-dict-item';
import { addDictType } from './use-cases/add-dict-type';
import { editDictItem } from './use-cases/edit-dict-item';
import { editDictType } from './use-cases/edit-dict-type';
import { exportDictItemList, listDictItems } from './use-cases/list-dict-items';
import { listDictOptionsByCodes, listDictTypes } from './use-cases/read-dict-options';
import { removeDictItem } from './use-cases/remove-dict-item';
import { removeDictType } from './use-cases/remove-dict-type';

export type { DictServiceDeps, DictWriteScope } from './dict-deps';

export function createDictService(deps: DictServiceDeps) {
  return {
    listTypes: listDictTypes(deps),
    addType: addDictType(deps),
    editType: editDictType(deps),
    removeType: removeDictType(deps),
    listItems: listDictItems(deps),
    itemsExport: exportDictItemList(deps),
    addItem: addDictItem(deps),
    editItem: editDictItem(deps),
    removeItem: removeDictItem(deps),
    optionsByCodes: listDictOptionsByCodes(deps),
  };
}

export type DictService = ReturnType<typeof createDictService>;
