import type { DictType, DictTypeAddBody } from '@lyp/shared/dict/dict.schemas';
import type { Actor } from '../../operation-log';
import type { DictServiceDeps } from '../dict-deps';
import { toDictType, typeSnapshot } from '../dict.view';
import { conflictAs, dictRules } from './dict-rules';

export function addDictType(deps: DictServiceDeps) {
  const { clock } = deps;
  const { guardTypeCode, typeIn, log } = dictRules(deps);
  return async (actor: Actor, body: DictTypeAddBody): Promise<DictType> => {
    await guardTypeCode(body.code);
    const now = clock.now();
    const created = await deps
      .transaction(async (scope) => {
        const id = await scope.dicts.insertType({
          ...body,
          description: body.description ?? null,
          createdAt: now,
          updatedAt: now,
        });
        const type = await typeIn(scope, id);
        await log(actor, scope, {
          action: 'dictType.create',
          targetType: 'dict_type',
          targetId: id,
          summary: `新增字典类型 ${type.name}（${type.code}）`,
          after: typeSnapshot(type),
        });
        return type;
      })
      .catch(conflictAs('DICT_TYPE_CODE_TAKEN', { code: body.code }));
    return toDictType(created);
  };
}
