/**
 * The auction rules' numbers (design/auction-rules.md). Defaults that a bulletin or a platform
 * setting may change, never constants buried in code. Money is integer fen.
 */
export const AUCTION_RULES = {
  /** Deposit as a share of the starting price, in basis points (10 % by default, 5–20 %). */
  depositRatioBps: { min: 500, max: 2000, default: 1000 },
  /**
   * The smallest deposit (¥1), whatever the starting price: a deposit of ¥0 would let anyone
   * bid without a stake. On lots starting under ¥5 it is more than 20 %, and still the deposit.
   */
  minDepositFen: 100,
  /**
   * A bid in the last N minutes moves the end to N minutes after it (5 by default; each lot
   * sets its own within this range).
   */
  extensionMinutes: { min: 1, max: 30, default: 5 },
  minBidders: { min: 1, max: 20, default: 1 },
  /** Time the buyer has to pay for the goods (72 h by default, 1–10 days). */
  paymentHours: { min: 24, max: 240, default: 72 },
  /** Days the buyer has to take the goods away after the payment is confirmed (提货期限). */
  pickupDays: { min: 1, max: 90, default: 15 },
  /** Pickup reminders go to the buyer this many days before the deadline. */
  pickupReminderDays: 2,
  /** 逾期未提 is announced only for deadlines passed within this many days (no backlog flood). */
  pickupOverdueNoticeDays: 7,
  /** After a payment voucher is turned down, the buyer has at least this long to send another. */
  paymentResubmitHours: 24,
  /**
   * 重新拍卖: how far below the original the new start is proposed, in basis points (20 % by
   * default); the seller may choose 1–90 %, or type the price.
   */
  reauctionDiscountBps: { min: 100, max: 9000, default: 2000 },
  /** Unpaid wins (悔拍) before a user may no longer bid. */
  strikesToBar: 3,
  /** 悔拍递补: how long a runner-up has to accept an offer (24 h by default; the offer may set 1–72 h). */
  runnerUpOfferHours: { min: 1, max: 72, default: 24 },
  /**
   * 保留次高出价人保证金: after a default, the runner-up's kept deposit waits this long for the
   * seller to offer the lot; nobody offered by then, it is released.
   */
  keptDepositDecisionHours: 72,
  /** Bidding runs at least this long. */
  minBiddingMinutes: 10,
  maxLotsPerBulletin: 20,
  /**
   * 单价 lots: a weighed quantity further than this off the estimate (in basis points, 10 %) needs
   * the buyer's confirmation before the sale is settled.
   */
  weighingConfirmThresholdBps: 1000,
  /** No price above this (a hundred million yuan ten thousand times over): guards typos and overflow. */
  maxPriceFen: 1_000_000_000_000,
  minPriceFen: 100,
} as const;

/**
 * One commission band: from the previous band's upper bound (0 for the first) to `upToFen`,
 * charged at `rateBps` (basis points, 100 = 1 %). The last band has no upper bound (null).
 */
export interface CommissionTier {
  upToFen: number | null;
  rateBps: number;
}

/**
 * The platform's commission until an administrator sets its own (the seed writes these into
 * commission_tiers), and what closing falls back to if that table holds no default.
 */
export const DEFAULT_COMMISSION_TIERS: readonly CommissionTier[] = [
  { upToFen: 2_000_000_00, rateBps: 500 },
  { upToFen: 10_000_000_00, rateBps: 300 },
  { upToFen: 50_000_000_00, rateBps: 200 },
  { upToFen: 100_000_000_00, rateBps: 100 },
  { upToFen: null, rateBps: 50 },
];

/** Every valid price is start + n × increment. */
export function isOnPriceGrid(priceFen: number, startPriceFen: number, incrementFen: number): boolean {
  return priceFen >= startPriceFen && (priceFen - startPriceFen) % incrementFen === 0;
}

/** The lowest valid bid: the start while nobody has bid, else the current price plus one increment. */
export function nextMinimumBidFen(lot: {
  startPriceFen: number;
  incrementFen: number;
  currentPriceFen: number | null;
}): number {
  return lot.currentPriceFen === null ? lot.startPriceFen : lot.currentPriceFen + lot.incrementFen;
}

const YUAN_FEN = 100;
const ceilYuan = (fen: number) => Math.ceil(fen / YUAN_FEN) * YUAN_FEN;
const floorYuan = (fen: number) => Math.floor(fen / YUAN_FEN) * YUAN_FEN;
const shareFen = (startPriceFen: number, bps: number) => (startPriceFen * bps) / 10_000;

/**
 * 10 % of the starting price, rounded up to whole yuan and never under the minimum deposit:
 * rounding up keeps it inside the 5–20 % range whenever whole yuan allow it (from ¥5).
 */
export function defaultDepositFen(startPriceFen: number): number {
  return Math.max(
    AUCTION_RULES.minDepositFen,
    ceilYuan(shareFen(startPriceFen, AUCTION_RULES.depositRatioBps.default)),
  );
}

/**
 * The whole-yuan deposits a lot's starting price allows, in fen, both ends included: 5–20 % of
 * the start, never under the minimum deposit. Where no whole yuan lies in 5–20 % (a start under
 * ¥5), only the minimum is allowed, which is also the default there.
 */
export function depositRangeFen(startPriceFen: number): { min: number; max: number } {
  const min = Math.max(
    AUCTION_RULES.minDepositFen,
    ceilYuan(shareFen(startPriceFen, AUCTION_RULES.depositRatioBps.min)),
  );
  const max = floorYuan(shareFen(startPriceFen, AUCTION_RULES.depositRatioBps.max));
  return { min, max: Math.max(min, max) };
}

/** A bulletin's flat rate as tiers: one unbounded band. */
export function flatCommissionTiers(rateBps: number): CommissionTier[] {
  return [{ upToFen: null, rateBps }];
}

/**
 * Commission in fen, marginal: each part of the price is charged at its own band's rate
 * (¥3,000,000 under 5 % to ¥2 M then 3 % is 5 % of 2 M plus 3 % of 1 M). The parts are summed
 * in fen × basis points, exact integers, and rounded once: half a fen rounds up.
 */
export function commissionFen(priceFen: number, tiers: readonly CommissionTier[]): number {
  let lowerFen = 0;
  let fenTimesBps = 0;
  for (const tier of tiers) {
    const upperFen = tier.upToFen ?? Number.POSITIVE_INFINITY;
    const portion = Math.min(priceFen, upperFen) - lowerFen;
    if (portion <= 0) break;
    fenTimesBps += portion * tier.rateBps;
    lowerFen = upperFen;
  }
  return Math.floor((fenTimesBps + 5_000) / 10_000);
}
