import { AppError } from '../../../lib/app-error';
import type { Actor } from '../../operation-log';
import type { DictServiceDeps } from '../dict-deps';
import { itemSnapshot } from '../dict.view';
import { dictRules } from './dict-rules';

export function removeDictItem(deps: DictServiceDeps) {
  const { requireItem, requireType, log } = dictRules(deps);
  return async (actor: Actor, id: number): Promise<void> => {
    const existing = await requireItem(id);
    const type = await requireType(existing.typeId);
    if (type.isSystem) throw new AppError('DICT_ITEM_SYSTEM', { params: { name: type.name } });
    await deps.transaction(async (scope) => {
      await scope.dicts.deleteItem(id);
      await log(actor, scope, {
        action: 'dictItem.remove',
        targetType: 'dict_item',
        targetId: id,
        summary: `删除字典项 ${type.name}：${existing.label}`,
        before: itemSnapshot(existing),
      });
    });
  };
}
