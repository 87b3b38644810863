import { describe, expect, it } from 'vitest';
import type { LotFormValues } from './bulletin-form-values';
import { followingDeposit, lotsWithNewStartPrice } from './deposit-default';

describe('the deposit following the starting price', () => {
  it('fills in 10 % when the seller has not set a deposit', () => {
    expect(followingDeposit(undefined, 10_000, undefined)).toBe(1000);
    expect(followingDeposit(null, 360_000, null)).toBe(36_000);
  });

  it('follows the price while it is still the old price’s default', () => {
    expect(followingDeposit(10_000, 20_000, 1000)).toBe(2000);
  });

  it('keeps a deposit the seller chose', () => {
    expect(followingDeposit(10_000, 20_000, 1500)).toBeUndefined();
  });

  it('empties again when the price is cleared', () => {
    expect(followingDeposit(10_000, null, 1000)).toBeNull();
  });

  it('reacts to a typed starting price only, not to a lot moved as a whole', () => {
    // What antd reports while typing: a sparse list with the one changed field.
    const typed = [] as LotFormValues[];
    typed[1] = { startPriceYuan: 5 };
    expect(lotsWithNewStartPrice({ lots: typed })).toEqual([1]);
    expect(lotsWithNewStartPrice({ lots: [{ startPriceYuan: 5, depositYuan: 1, title: '钢材' }] })).toEqual(
      [],
    );
    expect(lotsWithNewStartPrice({ title: '公告' })).toEqual([]);
  });
});
