import type { LotFormValues } from '../lib/bulletin-form-values';

export type LotField = keyof LotFormValues;

/**
 * Inside Form.List a Form.Item's name is relative ([index, field]); `dependencies` and reads
 * through the form instance need the whole path (['lots', index, field]).
 */
export function lotNames(index: number) {
  return {
    name: (field: LotField): [number, LotField] => [index, field],
    path: (field: LotField): ['lots', number, LotField] => ['lots', index, field],
  };
}
