import { describe, expect, it } from 'vitest';
import {
  commissionFen,
  defaultDepositFen,
  depositRangeFen,
  isOnPriceGrid,
  nextMinimumBidFen,
} from './auction-rules';

describe('auction rules', () => {
  it('accept only prices on the grid of start plus whole increments', () => {
    expect(isOnPriceGrid(100_000, 100_000, 5_000)).toBe(true);
    expect(isOnPriceGrid(115_000, 100_000, 5_000)).toBe(true);
    expect(isOnPriceGrid(112_000, 100_000, 5_000)).toBe(false);
    expect(isOnPriceGrid(95_000, 100_000, 5_000)).toBe(false);
  });

  it('ask for the start first, then one increment above the current price', () => {
    expect(nextMinimumBidFen({ startPriceFen: 100_000, incrementFen: 5_000, currentPriceFen: null })).toBe(
      100_000,
    );
    expect(nextMinimumBidFen({ startPriceFen: 100_000, incrementFen: 5_000, currentPriceFen: 120_000 })).toBe(
      125_000,
    );
  });

  it('set the deposit at 10 % of the start, in whole yuan, within 5–20 %', () => {
    expect(defaultDepositFen(1_234_567)).toBe(123_500);
    expect(defaultDepositFen(100_000_00)).toBe(10_000_00);
    expect(depositRangeFen(1_000_000)).toEqual({ min: 50_000, max: 200_000 });
  });

  it('charge the tiered commission part by part, or a flat rate when set', () => {
    // ¥1,000,000 is all in the 5 % tier.
    expect(commissionFen(1_000_000_00)).toBe(50_000_00);
    // ¥3,000,000: 5 % of the first 2 M and 3 % of the next 1 M.
    expect(commissionFen(3_000_000_00)).toBe(130_000_00);
    // ¥200,000,000 crosses every tier.
    expect(commissionFen(200_000_000_00)).toBe((100_000 + 240_000 + 800_000 + 500_000 + 500_000) * 100);
    expect(commissionFen(1_000_000_00, 250)).toBe(25_000_00);
    expect(commissionFen(333, 500)).toBe(17);
  });
});
