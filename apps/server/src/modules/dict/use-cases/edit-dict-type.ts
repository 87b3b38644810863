import type { DictType, DictTypeEditBody } from '@lyp/shared/dict/dict.schemas';
import { AppError } from '../../../lib/app-error';
import type { Actor } from '../../operation-log';
import type { DictServiceDeps } from '../dict-deps';
import { toDictType, typeSnapshot } from '../dict.view';
import { conflictAs, dictRules } from './dict-rules';

export function editDictType(deps: DictServiceDeps) {
  const { clock } = deps;
  const { requireType, guardTypeCode, typeIn, log } = dictRules(deps);
  return async (actor: Actor, body: DictTypeEditBody): Promise<DictType> => {
    const existing = await requireType(body.id);
    if (existing.isSystem && body.code !== existing.code) {
      throw new AppError('DICT_TYPE_SYSTEM', { params: { name: existing.name } });
    }
    await guardTypeCode(body.code, body.id);
    const updated = await deps
      .transaction(async (scope) => {
        await scope.dicts.updateType(body.id, {
          code: body.code,
          name: body.name,
          description: body.description ?? null,
          sort: body.sort,
          updatedAt: clock.now(),
        });
        const type = await typeIn(scope, body.id);
        await log(actor, scope, {
          action: 'dictType.update',
          targetType: 'dict_type',
          targetId: type.id,
          summary: `编辑字典类型 ${type.name}（${type.code}）`,
          before: typeSnapshot(existing),
          after: typeSnapshot(type),
        });
        return type;
      })
      .catch(conflictAs('DICT_TYPE_CODE_TAKEN', { code: body.code }));
    return toDictType(updated);
  };
}
