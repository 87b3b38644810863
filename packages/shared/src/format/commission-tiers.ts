import type { CommissionTier } from '../auction/auction-rules';
import { formatFen } from './currency';

/** Basis points for people: 500 → 5%, 150 → 1.5%. */
export const formatRate = (rateBps: number) => `${rateBps / 100}%`;

/** Each band's range for people: ¥0 – ¥2,000,000, ¥2,000,000 以上. */
export function bandRanges(tiers: readonly CommissionTier[]): string[] {
  return tiers.map((tier, index) => {
    const fromFen = index === 0 ? 0 : (tiers[index - 1]?.upToFen ?? 0);
    return tier.upToFen === null
      ? `${formatFen(fromFen)} 以上`
      : `${formatFen(fromFen)} – ${formatFen(tier.upToFen)}`;
  });
}

/** One line per band: ¥0.00 – ¥2,000,000.00：5%. A single unbounded band is just its rate. */
export function tiersSummary(tiers: readonly CommissionTier[]): string[] {
  if (tiers.length === 1 && tiers[0]!.upToFen === null) return [`按成交价 ${formatRate(tiers[0]!.rateBps)}`];
  const ranges = bandRanges(tiers);
  return tiers.map((tier, index) => `${ranges[index]}：${formatRate(tier.rateBps)}`);
}
