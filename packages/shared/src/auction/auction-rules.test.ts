import { describe, expect, it } from 'vitest';
import {
  AUCTION_RULES,
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

  it('set the deposit at 10 % of the start, rounded up to whole yuan, within 5–20 %', () => {
    expect(defaultDepositFen(1_234_567)).toBe(123_500);
    expect(defaultDepositFen(1_230_001)).toBe(123_100);
    expect(defaultDepositFen(100_000_00)).toBe(10_000_00);
    expect(depositRangeFen(1_000_000)).toEqual({ min: 50_000, max: 200_000 });
    // Whole yuan inside the range: 5 % of ¥1,234.56 is ¥61.73, 20 % ¥246.91.
    expect(depositRangeFen(123_456)).toEqual({ min: 6_200, max: 24_600 });
  });

  it('never ask a deposit under the ¥1 minimum, even where 5–20 % holds no whole yuan', () => {
    expect(AUCTION_RULES.minDepositFen).toBe(100);
    for (const startPriceFen of [100, 101, 499]) {
      expect(defaultDepositFen(startPriceFen)).toBe(100);
      expect(depositRangeFen(startPriceFen)).toEqual({ min: 100, max: 100 });
    }
    // From ¥5 the rounded-up default stays inside 5–20 %.
    for (const startPriceFen of [500, 999, 1_001, 1_999, 10_001, 123_456_789]) {
      const deposit = defaultDepositFen(startPriceFen);
      const range = depositRangeFen(startPriceFen);
      expect(deposit).toBeGreaterThanOrEqual(range.min);
      expect(deposit).toBeLessThanOrEqual(range.max);
      expect(deposit % 100).toBe(0);
    }
  });
});
