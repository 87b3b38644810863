import type { DictOption } from '@lyp/shared/dict/dict.schemas';
import { Tag } from 'antd';

/** A stored value may be a number or boolean (status 1, isEnabled true); dictionaries hold text. */
export type DictValue = string | number | boolean | null | undefined;

/** Tag colours by position when the caller gives none: stable for a dictionary's order. */
const PALETTE = ['blue', 'green', 'orange', 'red', 'purple', 'cyan', 'magenta', 'gold'];

const sorted = (options: DictOption[]) => [...options].sort((a, b) => a.sort - b.sort);

function find(options: DictOption[], value: DictValue): DictOption | undefined {
  return options.find((option) => option.value === String(value));
}

/** A dictionary's options for an antd Select, in the dictionary's order. */
export function dictSelectOptions(options: DictOption[]): { label: string; value: string }[] {
  return sorted(options).map(({ label, value }) => ({ label, value }));
}

/** A dictionary value as its label; an unknown value shows as it is, a missing one as -. */
export function DictText({ options, value }: { options: DictOption[]; value: DictValue }) {
  if (value === null || value === undefined || value === '') return <>-</>;
  return <>{find(options, value)?.label ?? String(value)}</>;
}

/**
 * A dictionary value as a coloured tag (status columns). `colors` maps values to antd tag
 * colours (`{ '1': 'green', '0': 'red' }`); without it, colours follow the option order.
 */
export function DictTag({
  options,
  value,
  colors,
}: {
  options: DictOption[];
  value: DictValue;
  colors?: Record<string, string>;
}) {
  if (value === null || value === undefined || value === '') return <>-</>;
  const text = String(value);
  const option = find(options, value);
  if (!option) return <Tag>{text}</Tag>;
  const index = sorted(options).indexOf(option);
  return <Tag color={colors?.[text] ?? PALETTE[index % PALETTE.length]}>{option.label}</Tag>;
}
