import type { PublicBid } from '@lyp/shared/auction/bid.schemas';
import type { LotViewing } from '@lyp/shared/auction/bulletin.schemas';
import type { LotCard } from '@lyp/shared/auction/market.schemas';
import type { LotCardRow, MarketRepository } from './market.repository';

type FileRow = Awaited<ReturnType<MarketRepository['listFiles']>>[number];
type ViewingRow = Awaited<ReturnType<MarketRepository['listViewings']>>[number];
type BidRow = Awaited<ReturnType<MarketRepository['recentBids']>>[number];

/** Field by field, so nothing the repository adds later slips into a public answer. */
export function toLotCard(row: LotCardRow): LotCard {
  return {
    id: row.id,
    lotNo: row.lotNo,
    bulletinId: row.bulletinId,
    bulletinTitle: row.bulletinTitle,
    sellerName: row.sellerName,
    title: row.title,
    category: row.category,
    quantity: row.quantity,
    unit: row.unit,
    regionCode: row.regionCode,
    location: row.location,
    status: row.status,
    startPriceFen: row.startPriceFen,
    currentPriceFen: row.currentPriceFen,
    depositFen: row.depositFen,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    bidCount: row.bidCount,
    viewCount: row.viewCount,
    restricted: row.restricted,
    coverFileId: row.coverFileId,
    biddingMode: row.biddingMode,
    priceBasis: row.priceBasis,
  };
}

export function toPublicFile(row: FileRow) {
  return { id: row.id, name: row.name, mime: row.mime, sizeBytes: row.sizeBytes };
}

export function toViewing(row: ViewingRow): LotViewing {
  return {
    id: row.id,
    lotId: row.lotId,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    address: row.address,
    contactPerson: row.contactPerson,
    contactPhone: row.contactPhone,
    remark: row.remark,
  };
}

export function toPublicBid(row: BidRow): PublicBid {
  return {
    seq: row.seq,
    amountFen: row.amountFen,
    alias: row.alias,
    kind: row.kind,
    at: row.at.toISOString(),
    priority: row.priority,
  };
}

/** Groups rows by the record they belong to, keeping their order. */
export function groupBy<T>(rows: T[], keyOf: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}
