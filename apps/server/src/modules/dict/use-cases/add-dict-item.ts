import type { DictItem, DictItemAddBody } from '@lyp/shared/dict/dict.schemas';
import type { Actor } from '../../operation-log';
import type { DictServiceDeps } from '../dict-deps';
import { itemSnapshot, toDictItem } from '../dict.view';
import { conflictAs, dictRules } from './dict-rules';

export function addDictItem(deps: DictServiceDeps) {
  const { clock } = deps;
  const { requireType, guardItemValue, itemIn, log } = dictRules(deps);
  return async (actor: Actor, body: DictItemAddBody): Promise<DictItem> => {
    const type = await requireType(body.typeId);
    await guardItemValue(body.typeId, body.value);
    const now = clock.now();
    const created = await deps
      .transaction(async (scope) => {
        const id = await scope.dicts.insertItem({
          ...body,
          remark: body.remark ?? null,
          createdAt: now,
          updatedAt: now,
        });
        const item = await itemIn(scope, id);
        await log(actor, scope, {
          action: 'dictItem.create',
          targetType: 'dict_item',
          targetId: id,
          summary: `新增字典项 ${type.name}：${item.label}`,
          after: itemSnapshot(item),
        });
        return item;
      })
      .catch(conflictAs('DICT_ITEM_VALUE_TAKEN', { value: body.value }));
    return toDictItem(created);
  };
}
