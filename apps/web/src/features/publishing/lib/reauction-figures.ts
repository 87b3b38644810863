import type { LotView } from '@lyp/shared/auction/bulletin.schemas';
import { AUCTION_RULES } from '@lyp/shared/auction/auction-rules';
import { reauctionDiscountBps, reauctionStartFen, reauctionTerms } from '@lyp/shared/auction/reauction-terms';
import { formatFen } from '@lyp/shared/format/currency';

/** The lot's prices at a new start, as the server will set them (the same shared rule). */
export const reauctionFigures = (lot: LotView, startFen: number) => reauctionTerms(lot, startFen);

/** The start a discount (in %, as the seller types it) gives. */
export const startForPercent = (originalFen: number, percent: number) =>
  reauctionStartFen(originalFen, Math.round(percent * 100));

/** The discount a start means, in % to one decimal (20, 12.5). */
export const percentForStart = (originalFen: number, startFen: number) =>
  reauctionDiscountBps(originalFen, startFen) / 100;

export const DEFAULT_PERCENT = AUCTION_RULES.reauctionDiscountBps.default / 100;
export const PERCENT_RANGE = {
  min: AUCTION_RULES.reauctionDiscountBps.min / 100,
  max: AUCTION_RULES.reauctionDiscountBps.max / 100,
};

/** Why a new start cannot be used, or undefined: at least ¥1, no higher than the original. */
export function startProblem(originalFen: number, startFen: number | null): string | undefined {
  if (startFen === null) return '请输入新的起拍价';
  if (startFen < AUCTION_RULES.minPriceFen) return '起拍价不能低于 ¥1.00';
  if (startFen > originalFen) return `不能高于原起拍价 ${formatFen(originalFen)}`;
  return undefined;
}
