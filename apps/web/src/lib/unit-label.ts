import { DICT_CODES } from '@lyp/shared/dict/dict-codes';
import { useDictOptions } from './dict-options';

/** A goods unit by its dictionary label ("吨" for "ton"); as stored while the dictionary loads. */
export function useUnitLabel(unit: string | undefined): string {
  const { options } = useDictOptions(DICT_CODES.goodsUnit);
  if (!unit) return '单位';
  return options.find((option) => option.value === unit)?.label ?? unit;
}
