import type { AreaNode } from '@lyp/shared/area/area.schemas';
import type { DictOption } from '@lyp/shared/dict/dict.schemas';
import { DICT_CODES } from '@lyp/shared/dict/dict-codes';
import { formatQuantity } from '@lyp/shared/format/quantity';
import { useQuery } from '@tanstack/react-query';
import { useDictOptions } from '../../../lib/dict-options';
import { areaTreeQuery } from '../api/reference-data';

/** The area tree changes with releases, not with use: read once per visit. */
export function useAreaTree() {
  return useQuery({ ...areaTreeQuery(), staleTime: Infinity });
}

/** Province, city and district of a 6-digit code, for a Cascader's value and for reading. */
export function areaPathOf(tree: AreaNode[] | undefined, code: string | undefined): AreaNode[] {
  if (!tree || !code) return [];
  const province = tree.find((node) => code.startsWith(node.code));
  const city = province?.children?.find((node) => code.startsWith(node.code));
  const district = city?.children?.find((node) => node.code === code);
  return [province, city, district].filter((node): node is AreaNode => node !== undefined);
}

const labelOf = (options: DictOption[], value: string) =>
  options.find((option) => option.value === value)?.label ?? value;

/** Labels for what a lot stores as values: category, unit (as "3 台"), region, licences. */
export function useLotLabels() {
  const categories = useDictOptions(DICT_CODES.goodsCategory).options;
  const units = useDictOptions(DICT_CODES.goodsUnit).options;
  const qualifications = useDictOptions(DICT_CODES.bidderQualification).options;
  const areas = useAreaTree().data;
  return {
    category: (value: string) => labelOf(categories, value),
    quantity: (quantity: string | number, unit: string) => formatQuantity(quantity, labelOf(units, unit)),
    unit: (value: string) => labelOf(units, value),
    qualification: (value: string) => labelOf(qualifications, value),
    region: (code: string) =>
      areaPathOf(areas, code)
        .map((node) => node.name)
        .join(' / ') || code,
  };
}
