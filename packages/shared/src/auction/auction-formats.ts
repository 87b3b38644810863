/**
 * The auction formats of design/auction-rules.md ("Auction formats"): how a lot is bid on, and
 * whether its prices are for the whole lot or per unit. Pure: the server and the browser both
 * compute a descending lot's price from these, the server's clock deciding.
 */

export const BIDDING_MODES = ['ascending', 'descending', 'sealed'] as const;
export type BiddingMode = (typeof BIDDING_MODES)[number];
export const BIDDING_MODE_LABELS: Record<BiddingMode, string> = {
  ascending: '增价',
  descending: '降价',
  sealed: '一次报价',
};
/** What the format asks of a bidder, for the lot page and the editor. */
export const BIDDING_MODE_HINTS: Record<BiddingMode, string> = {
  ascending: '竞买人按加价幅度逐次加价，价高者得；结束前出价会延时。',
  descending: '价格从起拍价起按周期逐级下降至最低价，第一个应价的竞买人以当时价格成交。',
  sealed: '每位竞买人提交一次报价（结束前只可提高），结束前任何人都看不到金额，最高报价者以其报价成交。',
};

export const PRICE_BASES = ['total', 'unit'] as const;
export type PriceBasis = (typeof PRICE_BASES)[number];
export const PRICE_BASIS_LABELS: Record<PriceBasis, string> = { total: '总价', unit: '单价' };

/** "降价 · 单价": a lot's format as lists and exports name it (总价 goes without saying). */
export function formatLabel(lot: { biddingMode: BiddingMode; priceBasis: PriceBasis }): string {
  const mode = BIDDING_MODE_LABELS[lot.biddingMode];
  return lot.priceBasis === 'unit' ? `${mode} · ${PRICE_BASIS_LABELS.unit}` : mode;
}

/** The settings a descending lot runs on. */
export interface DescendingRules {
  startsAt: Date;
  startPriceFen: number;
  decreaseStepFen: number;
  decreaseIntervalMinutes: number;
  floorPriceFen: number;
}

/** A descending lot's price at a moment: which step it is on and when the next drop comes. */
export interface DescendingPrice {
  /** Drops so far: two accepts in the same step compete for the same price. */
  step: number;
  priceFen: number;
  /** null once the floor is reached. */
  nextDropAt: Date | null;
}

/** The price falls by one step each interval from the start, never below the floor. */
export function descendingPriceAt(rules: DescendingRules, at: Date): DescendingPrice {
  const intervalMs = rules.decreaseIntervalMinutes * 60_000;
  const elapsedMs = at.getTime() - rules.startsAt.getTime();
  const drops = elapsedMs <= 0 ? 0 : Math.floor(elapsedMs / intervalMs);
  const lastStep = Math.ceil((rules.startPriceFen - rules.floorPriceFen) / rules.decreaseStepFen);
  const step = Math.min(drops, lastStep);
  const priceFen = Math.max(rules.floorPriceFen, rules.startPriceFen - step * rules.decreaseStepFen);
  const nextDropAt = step >= lastStep ? null : new Date(rules.startsAt.getTime() + (step + 1) * intervalMs);
  return { step, priceFen, nextDropAt };
}

/**
 * A stored lot's price now, its descending settings as the database keeps them (nullable: a lot
 * saved without them stays at its start).
 */
export function descendingPriceOfLot(
  lot: {
    startsAt: Date;
    startPriceFen: number;
    decreaseStepFen: number | null;
    decreaseIntervalMinutes: number | null;
    floorPriceFen: number | null;
  },
  at: Date,
): DescendingPrice {
  return descendingPriceAt(
    {
      startsAt: lot.startsAt,
      startPriceFen: lot.startPriceFen,
      decreaseStepFen: lot.decreaseStepFen ?? lot.startPriceFen,
      decreaseIntervalMinutes: lot.decreaseIntervalMinutes ?? 1,
      floorPriceFen: lot.floorPriceFen ?? lot.startPriceFen,
    },
    at,
  );
}

/**
 * A unit price times a quantity (up to 3 decimals), in fen: exact in thousandths, then rounded
 * once, half a fen up. A whole-lot price is its own amount.
 */
export function amountForQuantityFen(unitPriceFen: number, quantity: string | number): number {
  const thousandths = Math.round(Number(quantity) * 1000);
  return Math.floor((unitPriceFen * thousandths + 500) / 1000);
}

/** What a price on this lot comes to for the whole lot: itself, or per unit times the estimate. */
export function lotAmountFen(
  lot: { priceBasis: PriceBasis; quantity: string | number },
  priceFen: number,
): number {
  return lot.priceBasis === 'unit' ? amountForQuantityFen(priceFen, lot.quantity) : priceFen;
}

/** What follows a price on this lot: nothing, or "/吨" for a price per unit (the unit's label). */
export function priceSuffix(priceBasis: PriceBasis, unitLabel: string): string {
  return priceBasis === 'unit' ? `/${unitLabel}` : '';
}
