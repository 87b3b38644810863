import type { DictItem, DictItemEditBody } from '@lyp/shared/dict/dict.schemas';
import { AppError } from '../../../lib/app-error';
import type { Actor } from '../../operation-log';
import type { DictServiceDeps } from '../dict-deps';
import { itemEditVerb, itemSnapshot, toDictItem } from '../dict.view';
import { conflictAs, dictRules } from './dict-rules';

export function editDictItem(deps: DictServiceDeps) {
  const { clock } = deps;
  const { requireItem, requireType, guardItemValue, itemIn, log } = dictRules(deps);
  return async (actor: Actor, body: DictItemEditBody): Promise<DictItem> => {
    const existing = await requireItem(body.id);
    const type = await requireType(existing.typeId);
    if (type.isSystem && body.value !== existing.value) {
      throw new AppError('DICT_ITEM_SYSTEM', { params: { name: type.name } });
    }
    await guardItemValue(existing.typeId, body.value, body.id);
    const updated = await deps
      .transaction(async (scope) => {
        await scope.dicts.updateItem(body.id, {
          label: body.label,
          value: body.value,
          sort: body.sort,
          isEnabled: body.isEnabled,
          remark: body.remark ?? null,
          updatedAt: clock.now(),
        });
        const item = await itemIn(scope, body.id);
        await log(actor, scope, {
          action: 'dictItem.update',
          targetType: 'dict_item',
          targetId: item.id,
          summary: `${itemEditVerb(existing, item)} ${type.name}：${item.label}`,
          before: itemSnapshot(existing),
          after: itemSnapshot(item),
        });
        return item;
      })
      .catch(conflictAs('DICT_ITEM_VALUE_TAKEN', { value: body.value }));
    return toDictItem(updated);
  };
}
