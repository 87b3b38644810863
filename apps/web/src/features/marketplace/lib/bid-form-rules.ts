import type { LotLiveState } from '@lyp/shared/auction/bid.schemas';
import { formatFen } from '@lyp/shared/format/currency';

/**
 * The bid form's rules, as the server applies them (auction-rules.md): a bid is at least the
 * next minimum and on the grid of the start price plus whole increments. The form checks them
 * first so a mistyped amount is named before it is sent; the server still decides.
 */
export function isOnGrid(amountFen: number, live: Pick<LotLiveState, 'startPriceFen' | 'incrementFen'>) {
  return amountFen >= live.startPriceFen && (amountFen - live.startPriceFen) % live.incrementFen === 0;
}

/** What is wrong with an amount, in the words the server would use, or undefined. */
export function bidAmountProblem(amountFen: number | undefined, live: LotLiveState): string | undefined {
  if (amountFen === undefined || !Number.isSafeInteger(amountFen)) return '请输入出价金额';
  if (amountFen < live.nextMinimumFen) return `出价须不低于 ${formatFen(live.nextMinimumFen)}`;
  if (!isOnGrid(amountFen, live)) {
    return `出价须为起拍价加若干个加价幅度（每次加价 ${formatFen(live.incrementFen)}）`;
  }
  return undefined;
}

/** A maximum (代理出价上限) must allow at least the next bid and sit on the grid too. */
export function maxAmountProblem(maxFen: number | undefined, live: LotLiveState): string | undefined {
  if (maxFen === undefined || !Number.isSafeInteger(maxFen)) return '请输入最高价';
  if (maxFen < live.nextMinimumFen) return `最高价须不低于 ${formatFen(live.nextMinimumFen)}`;
  if (!isOnGrid(maxFen, live)) {
    return `最高价须为起拍价加若干个加价幅度（每次加价 ${formatFen(live.incrementFen)}）`;
  }
  return undefined;
}

/** The next valid amount at or above `amountFen`, on the grid. */
export function roundUpToGrid(amountFen: number, live: Pick<LotLiveState, 'startPriceFen' | 'incrementFen'>) {
  if (amountFen <= live.startPriceFen) return live.startPriceFen;
  const steps = Math.ceil((amountFen - live.startPriceFen) / live.incrementFen);
  return live.startPriceFen + steps * live.incrementFen;
}

/** The quick amounts under the form: the next minimum and a few increments above it. */
export function stepAmounts(live: LotLiveState): Array<{ label: string; amountFen: number }> {
  return [0, 1, 2, 5].map((extra) => ({
    label: extra === 0 ? '最低出价' : `+${extra} 个加价幅度`,
    amountFen: live.nextMinimumFen + extra * live.incrementFen,
  }));
}
