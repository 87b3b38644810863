import { lotAmountFen } from '@lyp/shared/auction/auction-formats';
import { defaultDepositFen } from '@lyp/shared/auction/auction-rules';
import { lotIncrementFen } from '@lyp/shared/auction/lot-format.schemas';
import type { LotInput } from '@lyp/shared/auction/bulletin.schemas';
import { DICT_CODES } from '@lyp/shared/dict/dict.schemas';
import { AppError } from '../../lib/app-error';
import { sanitizeRichText } from '../../lib/html-sanitizer';
import type { BulletinsServiceDeps } from './bulletins-deps';
import type { NewLot } from './bulletins.repository';

/** The body made safe; one with nothing left to show (only a script, say) is refused. */
export function cleanBody(html: string): string {
  const clean = sanitizeRichText(html);
  const visible = clean.replace(/<(?!img\b)[^>]*>/gi, '').replace(/&nbsp;|\s/g, '');
  if (visible === '') throw new AppError('BULLETIN_BODY_EMPTY');
  return clean;
}

/** Dictionary values and times a lot must respect; messages name the lot by its position. */
export async function checkLots(
  deps: Pick<BulletinsServiceDeps, 'dictionaryValues'>,
  lots: LotInput[],
  now: Date,
): Promise<void> {
  const [categories, units, qualifications] = await Promise.all([
    deps.dictionaryValues(DICT_CODES.goodsCategory),
    deps.dictionaryValues(DICT_CODES.goodsUnit),
    deps.dictionaryValues(DICT_CODES.bidderQualification),
  ]);
  lots.forEach((lot, index) => {
    const problem = (field: keyof LotInput, text: string) =>
      new AppError('LOT_INVALID', {
        params: { index: index + 1, problem: text },
        field: `lots.${index}.${field}`,
      });
    if (!categories.has(lot.category))
      throw problem('category', `标的分类「${lot.category}」不存在，请从标的分类中选择`);
    if (!units.has(lot.unit)) throw problem('unit', `计量单位「${lot.unit}」不存在，请从计量单位中选择`);
    const unknown = lot.requiredQualifications.find((code) => !qualifications.has(code));
    if (unknown !== undefined)
      throw problem('requiredQualifications', `竞买人资质「${unknown}」不存在或已停用，请从资质类型中选择`);
    if (Date.parse(lot.startsAt) <= now.getTime()) throw problem('startsAt', '竞价开始时间须晚于当前时间');
  });
}

export function toNewLots(lots: LotInput[], now: Date): NewLot[] {
  return lots.map((lot) => ({
    title: lot.title,
    category: lot.category,
    quantity: String(lot.quantity),
    unit: lot.unit,
    regionCode: lot.regionCode,
    location: lot.location,
    description: lot.description ?? '',
    biddingMode: lot.biddingMode,
    priceBasis: lot.priceBasis,
    decreaseStepFen: lot.biddingMode === 'descending' ? (lot.decreaseStepFen ?? null) : null,
    decreaseIntervalMinutes: lot.biddingMode === 'descending' ? (lot.decreaseIntervalMinutes ?? null) : null,
    floorPriceFen: lot.biddingMode === 'descending' ? (lot.floorPriceFen ?? null) : null,
    ascendMinutes: lot.biddingMode === 'descending' ? (lot.ascendMinutes ?? null) : null,
    startPriceFen: lot.startPriceFen,
    incrementFen: lotIncrementFen(lot),
    reservePriceFen: lot.reservePriceFen ?? null,
    depositFen: lot.depositFen ?? defaultDepositFen(lotAmountFen(lot, lot.startPriceFen)),
    minBidders: lot.minBidders,
    restricted: lot.restricted,
    requiredQualifications: [...new Set(lot.requiredQualifications)],
    maxExtensions: lot.maxExtensions ?? null,
    extensionMinutes: lot.extensionMinutes,
    hardEndAt: lot.hardEndAt ? new Date(lot.hardEndAt) : null,
    paymentHours: lot.paymentHours,
    pickupDays: lot.pickupDays,
    storageFeeFen: lot.storageFeeFen ?? null,
    taxIncluded: lot.taxIncluded,
    vatRatePercent: lot.vatRatePercent,
    startsAt: new Date(lot.startsAt),
    scheduledEndsAt: new Date(lot.endsAt),
    endsAt: new Date(lot.endsAt),
    status: 'pending',
    createdAt: now,
    updatedAt: now,
  }));
}
