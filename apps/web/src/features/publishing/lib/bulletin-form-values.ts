import type { BiddingMode, PriceBasis } from '@lyp/shared/auction/auction-formats';
import { AUCTION_RULES } from '@lyp/shared/auction/auction-rules';
import { DEFAULT_TAX_TERMS } from '@lyp/shared/invoices/tax-terms';
import { usesIncrement } from '@lyp/shared/auction/lot-format.schemas';
import { allowsPriorityHolders } from '@lyp/shared/auction/priority-rights';
import type { PriorityHolderInput } from '@lyp/shared/auction/priority-rights.schemas';
import type {
  BulletinAddBody,
  BulletinView,
  LotInput,
  LotView,
  SpecifiedOrg,
} from '@lyp/shared/auction/bulletin.schemas';
import type { Dayjs } from 'dayjs';
import { fromPickerValue, toPickerValue } from '../../../lib/beijing-time';
import { fenToYuan, yuanToFen } from './money';
import { holderInput, holderValues, type PriorityHolderFormValues } from './priority-holder-values';

export type { PriorityHolderFormValues } from './priority-holder-values';

/** An attachment as the form lists it: the id goes to the server, the name is for the seller. */
export interface AttachmentItem {
  id: string;
  name: string;
}

export interface ViewingFormValues {
  period?: [Dayjs, Dayjs] | null;
  address?: string;
  contactPerson?: string;
  contactPhone?: string;
  remark?: string;
}

/**
 * One lot as the form holds it: money in yuan (what the seller types), times as Beijing
 * wall-clock Dayjs (lib/beijing-time), the
 * 定向 companies with their names (to show them as tags). `toRequestBody` makes the API's shape.
 */
export interface LotFormValues {
  title?: string;
  category?: string;
  quantity?: number | null;
  unit?: string;
  regionCode?: string;
  location?: string;
  description?: string;
  /** In this order; the first is the cover. */
  imageFileIds?: string[];
  biddingMode?: BiddingMode;
  priceBasis?: PriceBasis;
  startPriceYuan?: number | null;
  incrementYuan?: number | null;
  decreaseStepYuan?: number | null;
  decreaseIntervalMinutes?: number | null;
  floorPriceYuan?: number | null;
  /** 应价后转增价: on, with its minutes; off (null), a descending lot sells at the accept. */
  ascendMinutes?: number | null;
  depositYuan?: number | null;
  hasReserve?: boolean;
  reservePriceYuan?: number | null;
  minBidders?: number | null;
  startsAt?: Dayjs | null;
  endsAt?: Dayjs | null;
  extensionMinutes?: number | null;
  maxExtensions?: number | null;
  hardEndAt?: Dayjs | null;
  paymentHours?: number | null;
  pickupDays?: number | null;
  /** 逾期仓储费 in yuan per day; empty: none. */
  storageFeeYuan?: number | null;
  /** 税费: the price includes VAT (or not), at this rate. */
  taxIncluded?: boolean;
  vatRatePercent?: number;
  viewings?: ViewingFormValues[];
  restricted?: boolean;
  specifiedPhones?: string[];
  specifiedOrgs?: SpecifiedOrg[];
  /** 竞买人资质: values of the dictionary bidder_qualification. */
  requiredQualifications?: string[];
  /** In order: the first is 第 1 顺位. */
  priorityHolders?: PriorityHolderFormValues[];
}

export interface BulletinFormValues {
  title?: string;
  bodyHtml?: string;
  attachments?: AttachmentItem[];
  /** 保留次高出价人保证金. */
  keepRunnerUpDeposit?: boolean;
  lots?: LotFormValues[];
}

/** A new lot: the rules' defaults filled in, the rest for the seller. */
export function newLotValues(): LotFormValues {
  return {
    imageFileIds: [],
    biddingMode: 'ascending',
    priceBasis: 'total',
    minBidders: AUCTION_RULES.minBidders.default,
    extensionMinutes: AUCTION_RULES.extensionMinutes.default,
    paymentHours: AUCTION_RULES.paymentHours.default,
    pickupDays: AUCTION_RULES.pickupDays.default,
    ...DEFAULT_TAX_TERMS,
    hasReserve: false,
    restricted: false,
    viewings: [],
    specifiedPhones: [],
    specifiedOrgs: [],
    requiredQualifications: [],
    priorityHolders: [],
  };
}

/**
 * 复制标的: a new lot like `lot`, every term and time kept. Its pictures are not: an upload belongs
 * to one lot, so the copy asks for its own. The title says it is a copy until the seller renames it.
 */
export function copyOfLot(lot: LotFormValues): LotFormValues {
  // Times are Dayjs values, which never change in place: the copy may share them.
  return {
    ...lot,
    title: lot.title ? `${lot.title}（副本）` : lot.title,
    imageFileIds: [],
    viewings: (lot.viewings ?? []).map((viewing) => ({ ...viewing })),
    specifiedPhones: [...(lot.specifiedPhones ?? [])],
    specifiedOrgs: (lot.specifiedOrgs ?? []).map((org) => ({ ...org })),
    requiredQualifications: [...(lot.requiredQualifications ?? [])],
    // A right and its proof belong to one lot: the copy's holders are named anew.
    priorityHolders: [],
  };
}

export function newBulletinValues(): BulletinFormValues {
  return { title: '', bodyHtml: '', attachments: [], keepRunnerUpDeposit: false, lots: [newLotValues()] };
}

/** ISO 8601 with the offset (2026-12-01T09:00:00+08:00): the Beijing time the picker shows. */
const isoOf = fromPickerValue;
const isoOrNull = (moment: Dayjs | null | undefined) => (moment ? isoOf(moment) : null);
const present = (value: number | null | undefined): value is number => value !== null && value !== undefined;

const fenOrNull = (yuan: number | null | undefined) => (present(yuan) ? yuanToFen(yuan) : null);

/** The format and only the fields it uses: a sealed lot sends no increment, an ascending one no steps. */
function formatBody(lot: LotFormValues) {
  const biddingMode = lot.biddingMode ?? 'ascending';
  const descending = biddingMode === 'descending';
  const ascendMinutes = descending && present(lot.ascendMinutes) ? lot.ascendMinutes : null;
  return {
    biddingMode,
    priceBasis: lot.priceBasis ?? 'total',
    ...(usesIncrement({ biddingMode, ascendMinutes })
      ? { incrementFen: yuanToFen(lot.incrementYuan ?? 0) }
      : {}),
    decreaseStepFen: descending ? fenOrNull(lot.decreaseStepYuan) : null,
    decreaseIntervalMinutes: descending ? (lot.decreaseIntervalMinutes ?? null) : null,
    floorPriceFen: descending ? fenOrNull(lot.floorPriceYuan) : null,
    ascendMinutes,
  };
}

function lotBody(lot: LotFormValues): LotInput {
  const restricted = lot.restricted ?? false;
  return {
    title: (lot.title ?? '').trim(),
    category: lot.category ?? '',
    quantity: lot.quantity ?? 0,
    unit: lot.unit ?? '',
    regionCode: lot.regionCode ?? '',
    location: (lot.location ?? '').trim(),
    description: lot.description?.trim() ?? '',
    ...formatBody(lot),
    startPriceFen: yuanToFen(lot.startPriceYuan ?? 0),
    reservePriceFen: lot.hasReserve && present(lot.reservePriceYuan) ? yuanToFen(lot.reservePriceYuan) : null,
    // Left out, the server takes 10 % of the start; the form fills it in anyway, so it is seen.
    ...(present(lot.depositYuan) ? { depositFen: yuanToFen(lot.depositYuan) } : {}),
    minBidders: lot.minBidders ?? AUCTION_RULES.minBidders.default,
    restricted,
    requiredQualifications: lot.requiredQualifications ?? [],
    maxExtensions: present(lot.maxExtensions) ? lot.maxExtensions : null,
    hardEndAt: isoOrNull(lot.hardEndAt),
    paymentHours: lot.paymentHours ?? AUCTION_RULES.paymentHours.default,
    pickupDays: lot.pickupDays ?? AUCTION_RULES.pickupDays.default,
    storageFeeFen: present(lot.storageFeeYuan) ? yuanToFen(lot.storageFeeYuan) : null,
    taxIncluded: lot.taxIncluded ?? DEFAULT_TAX_TERMS.taxIncluded,
    vatRatePercent: lot.vatRatePercent ?? DEFAULT_TAX_TERMS.vatRatePercent,
    startsAt: lot.startsAt ? isoOf(lot.startsAt) : '',
    endsAt: lot.endsAt ? isoOf(lot.endsAt) : '',
    imageFileIds: lot.imageFileIds ?? [],
    extensionMinutes: lot.extensionMinutes ?? AUCTION_RULES.extensionMinutes.default,
    // Always sent, empty included: a list left out would keep what the lot had before.
    viewings: (lot.viewings ?? []).map((viewing) => ({
      startsAt: viewing.period ? isoOf(viewing.period[0]) : '',
      endsAt: viewing.period ? isoOf(viewing.period[1]) : '',
      address: (viewing.address ?? '').trim(),
      contactPerson: (viewing.contactPerson ?? '').trim(),
      contactPhone: (viewing.contactPhone ?? '').trim(),
      ...(viewing.remark?.trim() ? { remark: viewing.remark.trim() } : {}),
    })),
    // Switching 定向 off clears the lists, as the server asks.
    specifiedPhones: restricted ? (lot.specifiedPhones ?? []) : [],
    specifiedOrgIds: restricted ? (lot.specifiedOrgs ?? []).map((org) => org.orgId) : [],
    priorityHolders: holdersBody(lot),
  };
}

/** Always sent, like the lists above; none where the lot's format cannot take holders. */
function holdersBody(lot: LotFormValues): PriorityHolderInput[] {
  const { biddingMode, ascendMinutes } = formatBody(lot);
  if (!allowsPriorityHolders({ biddingMode, ascendMinutes })) return [];
  return (lot.priorityHolders ?? []).map(holderInput);
}

/** The form's values as bulletinAdd's body (bulletinEdit adds the id). */
export function toRequestBody(values: BulletinFormValues): BulletinAddBody {
  return {
    title: (values.title ?? '').trim(),
    bodyHtml: values.bodyHtml ?? '',
    attachmentFileIds: (values.attachments ?? []).map((file) => file.id),
    keepRunnerUpDeposit: values.keepRunnerUpDeposit ?? false,
    lots: (values.lots ?? []).map(lotBody),
  };
}

const yuanOrNull = (fen: number | null) => (fen === null ? null : fenToYuan(fen));

function lotValues(lot: LotView): LotFormValues {
  return {
    title: lot.title,
    category: lot.category,
    quantity: Number(lot.quantity),
    unit: lot.unit,
    regionCode: lot.regionCode,
    location: lot.location,
    description: lot.description,
    imageFileIds: lot.imageFileIds,
    biddingMode: lot.biddingMode,
    priceBasis: lot.priceBasis,
    startPriceYuan: fenToYuan(lot.startPriceFen),
    incrementYuan: fenToYuan(lot.incrementFen),
    decreaseStepYuan: yuanOrNull(lot.decreaseStepFen),
    decreaseIntervalMinutes: lot.decreaseIntervalMinutes,
    floorPriceYuan: yuanOrNull(lot.floorPriceFen),
    ascendMinutes: lot.ascendMinutes,
    depositYuan: fenToYuan(lot.depositFen),
    hasReserve: lot.reservePriceFen !== null,
    reservePriceYuan: yuanOrNull(lot.reservePriceFen),
    minBidders: lot.minBidders,
    // The scheduled end: the end as entered, not one that bids have pushed back.
    startsAt: toPickerValue(lot.startsAt),
    endsAt: toPickerValue(lot.scheduledEndsAt),
    extensionMinutes: lot.extensionMinutes,
    maxExtensions: lot.maxExtensions,
    hardEndAt: lot.hardEndAt ? toPickerValue(lot.hardEndAt) : null,
    paymentHours: lot.paymentHours,
    pickupDays: lot.pickupDays,
    storageFeeYuan: yuanOrNull(lot.storageFeeFen),
    taxIncluded: lot.taxIncluded,
    vatRatePercent: lot.vatRatePercent,
    viewings: lot.viewings.map((viewing) => ({
      period: [toPickerValue(viewing.startsAt), toPickerValue(viewing.endsAt)],
      address: viewing.address,
      contactPerson: viewing.contactPerson,
      contactPhone: viewing.contactPhone,
      remark: viewing.remark ?? '',
    })),
    restricted: lot.restricted,
    specifiedPhones: lot.specifiedBidders.map((bidder) => bidder.phone),
    specifiedOrgs: lot.specifiedOrgs,
    requiredQualifications: lot.requiredQualifications,
    priorityHolders: lot.priorityHolders.map(holderValues),
  };
}

/** A saved bulletin back in the form; attachments come with their names (another read). */
export function fromBulletinView(view: BulletinView, attachments: AttachmentItem[]): BulletinFormValues {
  const byId = new Map(attachments.map((file) => [file.id, file]));
  return {
    title: view.title,
    bodyHtml: view.bodyHtml,
    attachments: view.attachmentFileIds.map((id) => byId.get(id) ?? { id, name: '附件' }),
    keepRunnerUpDeposit: view.keepRunnerUpDeposit,
    lots: view.lots.map(lotValues),
  };
}
