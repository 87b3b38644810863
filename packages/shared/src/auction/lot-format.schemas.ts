import { boundedInt, fenSchema } from './fields';
import type { BiddingMode } from './auction-formats';

/** The fields only some formats use: a descending lot's steps and floor, its optional ascending phase. */
export const formatFields = {
  /** 降价: the price falls by this much … */
  decreaseStepFen: fenSchema('降价幅度').optional().nullable(),
  /** … every this many minutes … */
  decreaseIntervalMinutes: boundedInt('降价周期（分钟）', 1, 24 * 60)
    .optional()
    .nullable(),
  /** … and never below this (nor below the reserve). */
  floorPriceFen: fenSchema('最低价').optional().nullable(),
  /** 应价后转增价: the first accept opens this many minutes of open bidding; null, it sells at once. */
  ascendMinutes: boundedInt('转增价时长（分钟）', 1, 24 * 60)
    .optional()
    .nullable(),
};

/** A sealed bid may be any whole yuan: it has no grid to climb. */
const SEALED_INCREMENT_FEN = 100;

interface FormatFieldValues {
  biddingMode: BiddingMode;
  startPriceFen: number;
  incrementFen?: number | undefined;
  reservePriceFen?: number | null | undefined;
  decreaseStepFen?: number | null | undefined;
  decreaseIntervalMinutes?: number | null | undefined;
  floorPriceFen?: number | null | undefined;
  ascendMinutes?: number | null | undefined;
}

/** Whether bids on this lot climb a grid, so its increment is the seller's to set. */
export function usesIncrement(lot: Pick<FormatFieldValues, 'biddingMode' | 'ascendMinutes'>): boolean {
  return lot.biddingMode === 'ascending' || (lot.biddingMode === 'descending' && !!lot.ascendMinutes);
}

/** The lot's increment: the seller's where bids climb, otherwise one the format implies. */
export function lotIncrementFen(lot: FormatFieldValues): number {
  if (lot.incrementFen !== undefined) return lot.incrementFen;
  if (lot.biddingMode === 'descending') return lot.decreaseStepFen ?? SEALED_INCREMENT_FEN;
  return SEALED_INCREMENT_FEN;
}

/** What each format asks of its fields; `issue` names the field and the problem in Chinese. */
export function checkFormatFields(lot: FormatFieldValues, issue: (path: string, message: string) => void) {
  if (usesIncrement(lot) && lot.incrementFen === undefined) issue('incrementFen', '请输入加价幅度');
  if (lot.biddingMode !== 'descending') return;
  const { decreaseStepFen: step, decreaseIntervalMinutes: interval, floorPriceFen: floor } = lot;
  if (!step) issue('decreaseStepFen', '降价竞价须填写降价幅度');
  if (!interval) issue('decreaseIntervalMinutes', '降价竞价须填写降价周期');
  if (!floor) {
    issue('floorPriceFen', '降价竞价须填写最低价');
    return;
  }
  if (floor > lot.startPriceFen) issue('floorPriceFen', '最低价不能高于起拍价');
  if (step && step > lot.startPriceFen - floor && floor < lot.startPriceFen) {
    issue('decreaseStepFen', '降价幅度不能大于起拍价与最低价之差');
  }
  if (lot.reservePriceFen && floor < lot.reservePriceFen) issue('floorPriceFen', '最低价不能低于保留价');
}
