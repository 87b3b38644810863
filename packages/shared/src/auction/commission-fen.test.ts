import { describe, expect, it } from 'vitest';
import {
  commissionFen,
  DEFAULT_COMMISSION_TIERS,
  flatCommissionTiers,
  type CommissionTier,
} from './auction-rules';

const YUAN = 100;

describe('commission on a sale price', () => {
  it('charges each part of the price at its own band’s rate', () => {
    // ¥1,000,000 lies wholly in the first band (5 %).
    expect(commissionFen(1_000_000 * YUAN, DEFAULT_COMMISSION_TIERS)).toBe(50_000 * YUAN);
    // ¥3,000,000: 5 % of the first ¥2 M and 3 % of the next ¥1 M, not 3 % of all of it.
    expect(commissionFen(3_000_000 * YUAN, DEFAULT_COMMISSION_TIERS)).toBe((100_000 + 30_000) * YUAN);
    // ¥200,000,000 crosses every band, the last one unbounded.
    expect(commissionFen(200_000_000 * YUAN, DEFAULT_COMMISSION_TIERS)).toBe(
      (100_000 + 240_000 + 800_000 + 500_000 + 500_000) * YUAN,
    );
  });

  it('charges a price exactly on a bound wholly at the lower band', () => {
    const tiers: CommissionTier[] = [
      { upToFen: 1_000 * YUAN, rateBps: 300 },
      { upToFen: null, rateBps: 100 },
    ];
    expect(commissionFen(1_000 * YUAN, tiers)).toBe(30 * YUAN);
    expect(commissionFen(1_000 * YUAN + 1, tiers)).toBe(30 * YUAN);
    expect(commissionFen(2_000 * YUAN, tiers)).toBe(40 * YUAN);
  });

  it('rounds to the nearest fen once, half a fen up', () => {
    const tiers: CommissionTier[] = [
      { upToFen: 40, rateBps: 100 },
      { upToFen: null, rateBps: 100 },
    ];
    // 0.4 fen in each band: rounded band by band that would be 0, rounded once it is 0.8 → 1.
    expect(commissionFen(80, tiers)).toBe(1);
    expect(commissionFen(40, tiers)).toBe(0);
    expect(commissionFen(333, flatCommissionTiers(500))).toBe(17); // 16.65
    expect(commissionFen(330, flatCommissionTiers(500))).toBe(17); // 16.5, half up
    expect(commissionFen(329, flatCommissionTiers(500))).toBe(16); // 16.45
  });

  it('charges a flat rate as one unbounded band, and nothing at a rate of 0', () => {
    expect(commissionFen(1_000_000 * YUAN, flatCommissionTiers(250))).toBe(25_000 * YUAN);
    expect(commissionFen(123_456_789, flatCommissionTiers(0))).toBe(0);
    expect(commissionFen(0, DEFAULT_COMMISSION_TIERS)).toBe(0);
  });

  it('stays exact at the largest price the platform allows', () => {
    // ¥10,000,000,000 at 5 %: ¥500,000,000, no floating-point drift.
    expect(commissionFen(1_000_000_000_000, flatCommissionTiers(500))).toBe(50_000_000_000);
  });
});
