import type { DictOption, DictType } from '@lyp/shared/dict/dict.schemas';
import type { DictServiceDeps } from '../dict-deps';
import { toDictType } from '../dict.view';

export function listDictTypes(deps: DictServiceDeps) {
  const { dicts } = deps;
  return async (keyword?: string): Promise<DictType[]> => (await dicts.listTypes(keyword)).map(toDictType);
}

/** Options keyed by dictionary code; every requested code is present, unknown ones empty. */
export function listDictOptionsByCodes(deps: DictServiceDeps) {
  const { dicts } = deps;
  return async (codes: string[]): Promise<Record<string, DictOption[]>> => {
    const options: Record<string, DictOption[]> = Object.fromEntries(codes.map((code) => [code, []]));
    for (const item of await dicts.listEnabledItemsByCodes(codes)) {
      options[item.typeCode]?.push({ label: item.label, value: item.value, sort: item.sort });
    }
    return options;
  };
}
