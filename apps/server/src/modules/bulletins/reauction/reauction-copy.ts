import { lotInputSchema, type LotInput } from '@lyp/shared/auction/bulletin.schemas';
import { reauctionTerms } from '@lyp/shared/auction/reauction-terms';
import { usesIncrement } from '@lyp/shared/auction/lot-format.schemas';
import { formatFen } from '@lyp/shared/format/currency';
import { AppError } from '../../../lib/app-error';
import type { LotRecord, ViewingRecord } from '../bulletins.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How far the copy's times move: whole days (the same hours, the same weekday rhythm), enough
 * that bidding opens no sooner than a day after the publication lead, so there is time for the
 * seller to look it over and for the audit. The seller may set other times in the editor.
 */
export function reauctionShiftMs(lot: Pick<LotRecord, 'startsAt'>, now: Date, leadMinutes: number): number {
  const earliest = now.getTime() + leadMinutes * 60_000 + DAY_MS;
  return Math.max(0, Math.ceil((earliest - lot.startsAt.getTime()) / DAY_MS)) * DAY_MS;
}

const moved = (at: Date, shiftMs: number) => new Date(at.getTime() + shiftMs).toISOString();

/** The viewings (看货) of the original at the same hours, moved with the sale. */
export function movedViewings(viewings: ViewingRecord[], shiftMs: number, now: Date) {
  return viewings.map(({ id: _id, lotId: _lot, ...viewing }) => ({
    ...viewing,
    startsAt: new Date(viewing.startsAt.getTime() + shiftMs),
    endsAt: new Date(viewing.endsAt.getTime() + shiftMs),
    createdAt: now,
    updatedAt: now,
  }));
}

/**
 * The original lot as a new lot's input: goods, format and rules as they were, prices adjusted
 * to the new start, times moved. Checked by the same rules as a lot the seller types in, so a
 * start that leaves no valid reserve, floor or deposit is refused naming what went wrong.
 */
export function reauctionLotInput(lot: LotRecord, startFen: number, shiftMs: number): LotInput {
  const terms = reauctionTerms(lot, startFen);
  const input = {
    title: lot.title,
    category: lot.category,
    quantity: Number(lot.quantity),
    unit: lot.unit,
    regionCode: lot.regionCode,
    location: lot.location,
    description: lot.description,
    biddingMode: lot.biddingMode,
    priceBasis: lot.priceBasis,
    decreaseStepFen: terms.decreaseStepFen,
    decreaseIntervalMinutes: lot.decreaseIntervalMinutes,
    floorPriceFen: terms.floorPriceFen,
    ascendMinutes: lot.ascendMinutes,
    startPriceFen: terms.startPriceFen,
    // Sent only where bids climb a grid, as the editor does: otherwise the format implies it.
    ...(usesIncrement(lot) ? { incrementFen: terms.incrementFen } : {}),
    reservePriceFen: terms.reservePriceFen,
    depositFen: terms.depositFen,
    minBidders: lot.minBidders,
    restricted: lot.restricted,
    requiredQualifications: lot.requiredQualifications,
    maxExtensions: lot.maxExtensions,
    hardEndAt: lot.hardEndAt ? moved(lot.hardEndAt, shiftMs) : null,
    paymentHours: lot.paymentHours,
    pickupDays: lot.pickupDays,
    storageFeeFen: lot.storageFeeFen,
    taxIncluded: lot.taxIncluded,
    vatRatePercent: lot.vatRatePercent,
    startsAt: moved(lot.startsAt, shiftMs),
    // The end as scheduled, not as late bids pushed it.
    endsAt: moved(lot.scheduledEndsAt, shiftMs),
    extensionMinutes: lot.extensionMinutes,
  };
  const checked = lotInputSchema.safeParse(input);
  if (!checked.success) {
    const problem = checked.error.issues[0]?.message ?? '标的规则不成立';
    throw new AppError('REAUCTION_TERMS_INVALID', {
      params: { price: formatFen(startFen), problem },
      field: 'startPriceFen',
    });
  }
  return checked.data;
}
