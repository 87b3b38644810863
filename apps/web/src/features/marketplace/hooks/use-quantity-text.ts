import { DICT_CODES } from '@lyp/shared/dict/dict-codes';
import { formatQuantity } from '@lyp/shared/format/quantity';
import { useQuery } from '@tanstack/react-query';
import { dictOptionsQuery } from '../../../lib/dict-options';

/**
 * A lot's quantity as people write it ("3 台"), the unit by its dictionary label (the lot keeps
 * the value, "set"). While the dictionary loads, the number alone; a unit the dictionary no
 * longer lists shows as stored rather than not at all.
 */
export function useQuantityText(quantity: string, unit: string): string {
  const units = useQuery({
    ...dictOptionsQuery(DICT_CODES.goodsUnit),
    select: (options) => options[DICT_CODES.goodsUnit] ?? [],
  });
  if (!units.data) return formatQuantity(quantity, units.isError ? unit : '');
  return formatQuantity(quantity, units.data.find((option) => option.value === unit)?.label ?? unit);
}
