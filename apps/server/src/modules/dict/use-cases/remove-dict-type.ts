import { AppError } from '../../../lib/app-error';
import type { Actor } from '../../operation-log';
import type { DictServiceDeps } from '../dict-deps';
import { DictReferenceError } from '../dict.repository';
import { typeSnapshot } from '../dict.view';
import { dictRules } from './dict-rules';

export function removeDictType(deps: DictServiceDeps) {
  const { requireType, log } = dictRules(deps);
  return async (actor: Actor, id: number): Promise<void> => {
    const existing = await requireType(id);
    if (existing.isSystem) throw new AppError('DICT_TYPE_SYSTEM', { params: { name: existing.name } });
    if (existing.itemCount > 0) {
      throw new AppError('DICT_TYPE_HAS_ITEMS', { params: { count: existing.itemCount } });
    }
    try {
      await deps.transaction(async (scope) => {
        await scope.dicts.deleteType(id);
        await log(actor, scope, {
          action: 'dictType.remove',
          targetType: 'dict_type',
          targetId: id,
          summary: `删除字典类型 ${existing.name}（${existing.code}）`,
          before: typeSnapshot(existing),
        });
      });
    } catch (error) {
      // Someone added an item in the meantime.
      if (error instanceof DictReferenceError) {
        const { itemCount } = await requireType(id);
        throw new AppError('DICT_TYPE_HAS_ITEMS', { params: { count: itemCount } });
      }
      throw error;
    }
  };
}
