import { BIDDING_MODES } from '@lyp/shared/auction/auction-formats';
import type { PriorityHolder } from '@lyp/shared/auction/priority-rights.schemas';
import type {
  BulletinEvent,
  BulletinSummary,
  BulletinView,
  LotView,
  LotViewing,
} from '@lyp/shared/auction/bulletin.schemas';
import { FIRST_SALE_LINEAGE, type LotLineage } from '@lyp/shared/auction/reauction.schemas';
import type {
  BulletinEventRecord,
  BulletinRecord,
  CertifiedCompany,
  LotRecord,
  ViewingRecord,
} from './bulletins.repository';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** What a lot's view shows beside its row: images in order, viewings and the 定向 lists. */
export interface LotViewExtras {
  imageFileIds: string[];
  viewings: ViewingRecord[];
  specifiedBidders: Array<{ userId: number; phone: string; name: string }>;
  specifiedOrgs: CertifiedCompany[];
  priorityHolders: PriorityHolder[];
  lineage: LotLineage;
}

export const NO_EXTRAS: LotViewExtras = {
  imageFileIds: [],
  viewings: [],
  specifiedBidders: [],
  specifiedOrgs: [],
  priorityHolders: [],
  lineage: FIRST_SALE_LINEAGE,
};

export function toViewing(viewing: ViewingRecord): LotViewing {
  return {
    id: viewing.id,
    lotId: viewing.lotId,
    startsAt: viewing.startsAt.toISOString(),
    endsAt: viewing.endsAt.toISOString(),
    address: viewing.address,
    contactPerson: viewing.contactPerson,
    contactPhone: viewing.contactPhone,
    remark: viewing.remark,
  };
}

function toEvent(event: BulletinEventRecord): BulletinEvent {
  return {
    action: event.action,
    actorName: event.actorName,
    reason: event.reason,
    at: event.createdAt.toISOString(),
  };
}

export function toLotView(lot: LotRecord, extras: LotViewExtras = NO_EXTRAS): LotView {
  return {
    id: lot.id,
    seq: lot.seq,
    lotNo: lot.lotNo,
    title: lot.title,
    category: lot.category,
    quantity: lot.quantity,
    unit: lot.unit,
    regionCode: lot.regionCode,
    location: lot.location,
    description: lot.description,
    biddingMode: lot.biddingMode,
    priceBasis: lot.priceBasis,
    decreaseStepFen: lot.decreaseStepFen,
    decreaseIntervalMinutes: lot.decreaseIntervalMinutes,
    floorPriceFen: lot.floorPriceFen,
    ascendMinutes: lot.ascendMinutes,
    startPriceFen: lot.startPriceFen,
    incrementFen: lot.incrementFen,
    reservePriceFen: lot.reservePriceFen,
    depositFen: lot.depositFen,
    minBidders: lot.minBidders,
    restricted: lot.restricted,
    requiredQualifications: lot.requiredQualifications,
    maxExtensions: lot.maxExtensions,
    hardEndAt: iso(lot.hardEndAt),
    paymentHours: lot.paymentHours,
    pickupDays: lot.pickupDays,
    storageFeeFen: lot.storageFeeFen,
    taxIncluded: lot.taxIncluded,
    vatRatePercent: lot.vatRatePercent,
    startsAt: lot.startsAt.toISOString(),
    endsAt: lot.endsAt.toISOString(),
    scheduledEndsAt: lot.scheduledEndsAt.toISOString(),
    status: lot.status,
    currentPriceFen: lot.currentPriceFen,
    bidCount: lot.bidCount,
    extensionCount: lot.extensionCount,
    imageFileIds: extras.imageFileIds,
    extensionMinutes: lot.extensionMinutes,
    viewings: extras.viewings.map(toViewing),
    specifiedBidders: extras.specifiedBidders,
    specifiedOrgs: extras.specifiedOrgs,
    priorityHolders: extras.priorityHolders,
    lineage: extras.lineage,
  };
}

export function toBulletinSummary(bulletin: BulletinRecord, lots: LotRecord[]): BulletinSummary {
  const starts = lots.map((lot) => lot.startsAt.getTime());
  const ends = lots.map((lot) => lot.endsAt.getTime());
  return {
    id: bulletin.id,
    bulletinNo: bulletin.bulletinNo,
    sellerOrgId: bulletin.sellerOrgId,
    sellerName: bulletin.sellerName,
    title: bulletin.title,
    status: bulletin.status,
    commissionBps: bulletin.commissionBps,
    keepRunnerUpDeposit: bulletin.keepRunnerUpDeposit,
    rejectReason: bulletin.rejectReason,
    submittedAt: iso(bulletin.submittedAt),
    publishedAt: iso(bulletin.publishedAt),
    createdAt: bulletin.createdAt.toISOString(),
    updatedAt: bulletin.updatedAt.toISOString(),
    attachmentFileIds: [],
    lotCount: lots.length,
    biddingModes: BIDDING_MODES.filter((mode) => lots.some((lot) => lot.biddingMode === mode)),
    firstStartsAt: starts.length > 0 ? new Date(Math.min(...starts)).toISOString() : null,
    firstEndsAt: ends.length > 0 ? new Date(Math.min(...ends)).toISOString() : null,
    lastEndsAt: ends.length > 0 ? new Date(Math.max(...ends)).toISOString() : null,
  };
}

export function toBulletinView(
  bulletin: BulletinRecord,
  lots: LotRecord[],
  details: {
    attachmentIds: string[];
    extrasByLot: Map<number, LotViewExtras>;
    history: BulletinEventRecord[];
  },
): BulletinView {
  const {
    lotCount: _lotCount,
    firstStartsAt: _first,
    firstEndsAt: _firstEnd,
    lastEndsAt: _last,
    ...summary
  } = toBulletinSummary(bulletin, lots);
  return {
    ...summary,
    bodyHtml: bulletin.bodyHtml,
    attachmentFileIds: details.attachmentIds,
    lots: lots.map((lot) => toLotView(lot, details.extrasByLot.get(lot.id))),
    history: details.history.map(toEvent),
  };
}
