import type { BiddingMode } from './auction-formats';
import { nextMinimumBidFen } from './auction-rules';

/**
 * 优先购买权 (design/auction-rules.md, "Rights and second chances"): holders named per lot in
 * order; in rising bidding a holder may bid the current price itself and wins every tie, the
 * lower order first. A holder's order is a number from 1; everyone else has none (null).
 */
export type PriorityRank = number | null;

export const PRIORITY_HOLDER_LABEL = '优先购买权人';
export const PRIORITY_LIMITS = { holders: 10, proofFiles: 5 } as const;

export const priorityRankLabel = (rank: number) => `第 ${rank} 顺位`;

/** Whether a bid by `challenger` beats an equal bid held by `holder`: only a better-ranked holder's does. */
export function winsTie(challenger: PriorityRank, holder: PriorityRank): boolean {
  return challenger !== null && (holder === null || challenger < holder);
}

/**
 * The least a bidder of this rank may bid now: the price itself for a holder who would win the
 * tie against the leader, otherwise the price plus the increment (or the start before any bid).
 */
export function minimumBidForFen(
  lot: {
    startPriceFen: number;
    incrementFen: number;
    currentPriceFen: number | null;
    leaderPriorityRank: PriorityRank;
  },
  rank: PriorityRank,
): number {
  if (lot.currentPriceFen !== null && winsTie(rank, lot.leaderPriorityRank)) return lot.currentPriceFen;
  return nextMinimumBidFen(lot);
}

/**
 * Where holders may be named: rising bids (增价, and 降价 once 应价后转增价 opens bidding) let
 * them match the price; a sealed bid only breaks ties for them. A descending lot sold at its
 * first accept leaves a holder nothing to exercise.
 */
export function allowsPriorityHolders(lot: { biddingMode: BiddingMode; ascendMinutes?: number | null }) {
  return lot.biddingMode !== 'descending' || (lot.ascendMinutes ?? null) !== null;
}

/** What the right means on this lot, in the words the bid panel and the lot page use. */
export function priorityRuleText(biddingMode: BiddingMode): string {
  return biddingMode === 'sealed'
    ? '一次报价中，出价相同时优先购买权人优先成交（顺位在前者优先），出价不同时价高者得'
    : '优先购买权人可按当前价出价（跟价），同价时优先购买权人优先；多位权利人之间顺位在前者优先，同顺位先出价者优先';
}
