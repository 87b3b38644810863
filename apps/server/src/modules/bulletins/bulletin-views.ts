import type { BulletinSummary, BulletinView, LotView } from '@lyp/shared/auction/bulletin.schemas';
import type { BulletinRecord, LotRecord } from './bulletins.repository';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toLotView(lot: LotRecord, imageFileIds: string[]): LotView {
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
    startPriceFen: lot.startPriceFen,
    incrementFen: lot.incrementFen,
    reservePriceFen: lot.reservePriceFen,
    depositFen: lot.depositFen,
    minBidders: lot.minBidders,
    restricted: lot.restricted,
    maxExtensions: lot.maxExtensions,
    hardEndAt: iso(lot.hardEndAt),
    paymentHours: lot.paymentHours,
    startsAt: lot.startsAt.toISOString(),
    endsAt: lot.endsAt.toISOString(),
    scheduledEndsAt: lot.scheduledEndsAt.toISOString(),
    status: lot.status,
    currentPriceFen: lot.currentPriceFen,
    bidCount: lot.bidCount,
    imageFileIds,
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
    rejectReason: bulletin.rejectReason,
    submittedAt: iso(bulletin.submittedAt),
    publishedAt: iso(bulletin.publishedAt),
    createdAt: bulletin.createdAt.toISOString(),
    updatedAt: bulletin.updatedAt.toISOString(),
    attachmentFileIds: [],
    lotCount: lots.length,
    firstStartsAt: starts.length > 0 ? new Date(Math.min(...starts)).toISOString() : null,
    lastEndsAt: ends.length > 0 ? new Date(Math.max(...ends)).toISOString() : null,
  };
}

export function toBulletinView(
  bulletin: BulletinRecord,
  lots: LotRecord[],
  files: { attachmentIds: string[]; imageIdsByLot: Map<number, string[]> },
): BulletinView {
  const {
    lotCount: _lotCount,
    firstStartsAt: _first,
    lastEndsAt: _last,
    ...summary
  } = toBulletinSummary(bulletin, lots);
  return {
    ...summary,
    bodyHtml: bulletin.bodyHtml,
    attachmentFileIds: files.attachmentIds,
    lots: lots.map((lot) => toLotView(lot, files.imageIdsByLot.get(lot.id) ?? [])),
  };
}
