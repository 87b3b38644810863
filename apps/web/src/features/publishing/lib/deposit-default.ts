import { defaultDepositYuan } from './money';
import type { BulletinFormValues } from './bulletin-form-values';

/**
 * The deposit after the starting price changed from `before` to `after`: it follows the price
 * (10 %) while it is empty or still the default of the old price; one the seller chose stays.
 * Returns undefined to leave the field alone.
 */
export function followingDeposit(
  before: number | null | undefined,
  after: number | null | undefined,
  deposit: number | null | undefined,
): number | null | undefined {
  const followsPrice =
    deposit === null || deposit === undefined || (!!before && deposit === defaultDepositYuan(before));
  if (!followsPrice) return undefined;
  return after && after > 0 ? defaultDepositYuan(after) : null;
}

/**
 * The lots whose starting price the seller just typed (a change of that one field: a list
 * operation such as moving a lot changes whole lots and moves their deposits with them).
 */
export function lotsWithNewStartPrice(changed: BulletinFormValues): number[] {
  const lots = changed.lots;
  if (!Array.isArray(lots)) return [];
  return lots.flatMap((lot, index) => {
    if (!lot) return [];
    const keys = Object.keys(lot);
    return keys.length === 1 && keys[0] === 'startPriceYuan' ? [index] : [];
  });
}
