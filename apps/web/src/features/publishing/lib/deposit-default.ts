import { amountForQuantityFen } from '@lyp/shared/auction/auction-formats';
import { defaultDepositYuan, fenToYuan, yuanToFen } from './money';
import type { BulletinFormValues, LotFormValues } from './bulletin-form-values';

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

/** What the deposit is a share of, in yuan: the start, or per unit the start times the estimate. */
export function depositBaseYuan(lot: LotFormValues | undefined): number | null | undefined {
  if (!lot || lot.priceBasis !== 'unit') return lot?.startPriceYuan;
  if (!lot.startPriceYuan || !lot.quantity) return null;
  return fenToYuan(amountForQuantityFen(yuanToFen(lot.startPriceYuan), lot.quantity));
}

const DEPOSIT_BASE_FIELDS = new Set(['startPriceYuan', 'quantity', 'priceBasis']);

/**
 * The lots whose deposit base the seller just changed (one field of the start price, the
 * quantity or the price basis: a list operation such as moving a lot changes whole lots and
 * moves their deposits with them).
 */
export function lotsWithNewStartPrice(changed: BulletinFormValues): number[] {
  const lots = changed.lots;
  if (!Array.isArray(lots)) return [];
  return lots.flatMap((lot, index) => {
    if (!lot) return [];
    const keys = Object.keys(lot);
    return keys.length === 1 && DEPOSIT_BASE_FIELDS.has(keys[0]!) ? [index] : [];
  });
}
