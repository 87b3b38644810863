import { lotAmountFen, type BiddingMode, type PriceBasis } from './auction-formats';
import { AUCTION_RULES, defaultDepositFen, depositRangeFen } from './auction-rules';
import { usesIncrement } from './lot-format.schemas';

/** What of a lot's prices a re-auction (重新拍卖) carries over, each adjusted to the new start. */
export interface ReauctionPriceTerms {
  biddingMode: BiddingMode;
  priceBasis: PriceBasis;
  quantity: string | number;
  ascendMinutes: number | null;
  startPriceFen: number;
  incrementFen: number;
  reservePriceFen: number | null;
  depositFen: number;
  decreaseStepFen: number | null;
  floorPriceFen: number | null;
}

const YUAN_FEN = 100;

/**
 * The start the re-auction proposes: the original less `discountBps`, in whole yuan (rounded
 * down), never under the lowest price allowed.
 */
export function reauctionStartFen(
  originalStartFen: number,
  discountBps: number = AUCTION_RULES.reauctionDiscountBps.default,
): number {
  const lowered = (originalStartFen * (10_000 - discountBps)) / 10_000;
  return Math.max(AUCTION_RULES.minPriceFen, Math.floor(lowered / YUAN_FEN) * YUAN_FEN);
}

/** How far below the original a start lies, in whole basis points (2000 = 20 %). */
export function reauctionDiscountBps(originalStartFen: number, startPriceFen: number): number {
  return Math.round(((originalStartFen - startPriceFen) * 10_000) / originalStartFen);
}

/** `fen` scaled by newStart / oldStart, rounded down to the fen (exact, whatever the sizes). */
function scaled(fen: number, oldStartFen: number, newStartFen: number): number {
  return Number((BigInt(fen) * BigInt(newStartFen)) / BigInt(oldStartFen));
}

/** The reserve of a lot whose bids climb from the start: lowered in proportion, on the new grid. */
function climbingReserve(lot: ReauctionPriceTerms, startFen: number, incrementFen: number): number | null {
  if (lot.reservePriceFen === null) return null;
  const above = scaled(lot.reservePriceFen - lot.startPriceFen, lot.startPriceFen, startFen);
  if (lot.biddingMode === 'sealed') return startFen + above;
  return startFen + Math.floor(above / incrementFen) * incrementFen;
}

/**
 * A descending lot's reserve and floor lie below its start: each stays as it was unless it
 * would now stand above the new start, when it is lowered in proportion. The floor never goes
 * under the reserve; the step never past the gap between start and floor.
 */
function descendingTerms(lot: ReauctionPriceTerms, startFen: number) {
  const lowered = (fen: number | null) =>
    fen === null ? null : fen > startFen ? scaled(fen, lot.startPriceFen, startFen) : fen;
  const reservePriceFen = lowered(lot.reservePriceFen);
  let floorPriceFen = lowered(lot.floorPriceFen);
  if (floorPriceFen !== null && reservePriceFen !== null)
    floorPriceFen = Math.max(floorPriceFen, reservePriceFen);
  let decreaseStepFen = lot.decreaseStepFen;
  if (floorPriceFen !== null && decreaseStepFen !== null && floorPriceFen < startFen) {
    const gap = startFen - floorPriceFen;
    // A gap under the smallest step (¥1) leaves no drop to make: the price stays at the start.
    if (gap < AUCTION_RULES.minPriceFen) floorPriceFen = startFen;
    else decreaseStepFen = Math.min(decreaseStepFen, gap);
  }
  return { reservePriceFen, floorPriceFen, decreaseStepFen };
}

/**
 * The deposit at the new start: the default (10 %) again where the seller had kept the default,
 * otherwise the seller's figure, brought inside the 5–20 % the new start allows.
 */
function depositAt(lot: ReauctionPriceTerms, startFen: number): number {
  const newAmount = lotAmountFen(lot, startFen);
  if (lot.depositFen === defaultDepositFen(lotAmountFen(lot, lot.startPriceFen))) {
    return defaultDepositFen(newAmount);
  }
  const range = depositRangeFen(newAmount);
  return Math.min(range.max, Math.max(range.min, lot.depositFen));
}

/**
 * The lot's prices for a re-auction at `startFen`: the increment no higher than the start, the
 * reserve, floor and step moved as the format's rules require (lot-format.schemas.ts), the
 * deposit recomputed where it followed the start.
 */
export function reauctionTerms(source: ReauctionPriceTerms, startFen: number): ReauctionPriceTerms {
  // Only the price terms: a whole lot (a row, a view) may be handed in.
  const lot: ReauctionPriceTerms = {
    biddingMode: source.biddingMode,
    priceBasis: source.priceBasis,
    quantity: source.quantity,
    ascendMinutes: source.ascendMinutes,
    startPriceFen: source.startPriceFen,
    incrementFen: source.incrementFen,
    reservePriceFen: source.reservePriceFen,
    depositFen: source.depositFen,
    decreaseStepFen: source.decreaseStepFen,
    floorPriceFen: source.floorPriceFen,
  };
  const descending = lot.biddingMode === 'descending' ? descendingTerms(lot, startFen) : null;
  const climbs = usesIncrement(lot);
  const incrementFen = climbs
    ? Math.min(lot.incrementFen, startFen)
    : (descending?.decreaseStepFen ?? Math.min(lot.incrementFen, startFen));
  return {
    ...lot,
    startPriceFen: startFen,
    incrementFen,
    reservePriceFen: descending ? descending.reservePriceFen : climbingReserve(lot, startFen, incrementFen),
    decreaseStepFen: descending ? descending.decreaseStepFen : lot.decreaseStepFen,
    floorPriceFen: descending ? descending.floorPriceFen : lot.floorPriceFen,
    depositFen: depositAt(lot, startFen),
  };
}
