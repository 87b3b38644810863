import { and, inArray, ne, sql } from 'drizzle-orm';
import { DICT_CODES } from '@lyp/shared/dict/dict.schemas';
import {
  bulletins,
  files,
  lotBidders,
  lotPriorityHolders,
  lots,
  lotViews,
  organisations,
} from '../../db/schema';
import { dictItemOf } from '../../db/dict-item';
import { PUBLIC_BULLETIN_STATUSES } from '../bulletins';

/**
 * The public's read model of lots. Card columns are chosen one by one: no reserve, no leader,
 * no maximum. The detail reads the reserve only for the service to say whether it is met.
 */

/** A lot's first live image (in the order the seller put them), its cover. */
const coverFileId = sql<string | null>`(
  select ${files.id}::text from ${files}
   where ${files.businessType} = 'lot_image' and ${files.businessId} = ${lots.id} and ${files.deletedAt} is null
   order by ${files.businessSort}, ${files.createdAt}, ${files.id} limit 1)`;

/** Views are counted in their own table, away from the lot row bids lock. */
export const viewCountOf = sql<number>`coalesce((select ${lotViews.views} from ${lotViews} where ${lotViews.lotId} = ${lots.id}), 0)`;

/** 竞买人资质 by their dictionary names, in the dictionary's order (the code if one was removed). */
const requiredKind = dictItemOf(DICT_CODES.bidderQualification, sql`required.code`);
const requiredQualificationNames = sql<string[]>`(
  select coalesce(array_agg(${requiredKind.label} order by ${requiredKind.sort}, required.code), '{}')
    from unnest(${lots.requiredQualifications}) as required(code))`;

export const cardColumns = {
  id: lots.id,
  lotNo: lots.lotNo,
  bulletinId: lots.bulletinId,
  bulletinTitle: bulletins.title,
  sellerName: organisations.name,
  title: lots.title,
  category: lots.category,
  quantity: lots.quantity,
  unit: lots.unit,
  regionCode: lots.regionCode,
  location: lots.location,
  status: lots.status,
  startPriceFen: lots.startPriceFen,
  currentPriceFen: lots.currentPriceFen,
  depositFen: lots.depositFen,
  startsAt: lots.startsAt,
  endsAt: lots.endsAt,
  bidCount: lots.bidCount,
  viewCount: viewCountOf,
  restricted: lots.restricted,
  coverFileId,
  biddingMode: lots.biddingMode,
  priceBasis: lots.priceBasis,
};

/** What a lot detail needs beyond the card; the reserve only to say whether it is met. */
export const detailColumns = {
  ...cardColumns,
  description: lots.description,
  incrementFen: lots.incrementFen,
  minBidders: lots.minBidders,
  paymentHours: lots.paymentHours,
  pickupDays: lots.pickupDays,
  storageFeeFen: lots.storageFeeFen,
  taxIncluded: lots.taxIncluded,
  vatRatePercent: lots.vatRatePercent,
  decreaseStepFen: lots.decreaseStepFen,
  decreaseIntervalMinutes: lots.decreaseIntervalMinutes,
  floorPriceFen: lots.floorPriceFen,
  ascendMinutes: lots.ascendMinutes,
  acceptedAt: lots.acceptedAt,
  reservePriceFen: lots.reservePriceFen,
  bidderCount: lots.bidderCount,
  extensionCount: lots.extensionCount,
  extensionMinutes: lots.extensionMinutes,
  maxExtensions: lots.maxExtensions,
  hardEndAt: lots.hardEndAt,
  eventSeq: lots.eventSeq,
  leaderAlias: lotBidders.alias,
  leaderPriorityRank: lots.leaderPriorityRank,
  requiredQualifications: requiredQualificationNames,
  /** Bidders must know before they pay a deposit that someone may take the lot at their price. */
  priorityHolderCount: sql<number>`(select count(*)::int from ${lotPriorityHolders} where ${lotPriorityHolders.lotId} = ${lots.id})`,
  chainHead: sql<string | null>`case when ${lots.chained} then ${lots.chainHead} end`,
  /** The lot's latest order and how many it has: a default, or a runner-up's sale after one. */
  latestOrderStatus: sql<
    string | null
  >`(select o.status from orders o where o.lot_id = ${lots.id} order by o.id desc limit 1)`,
  orderCount: sql<number>`(select count(*)::int from orders o where o.lot_id = ${lots.id})`,
};

/** The price a lot stands at: its current price once bid on, else its start. */
export const priceOf = sql<number>`coalesce(${lots.currentPriceFen}, ${lots.startPriceFen})`;

/** Public: a lot past its audit, in a bulletin the public may see. */
export const isPublicLot = and(
  ne(lots.status, 'pending'),
  inArray(bulletins.status, PUBLIC_BULLETIN_STATUSES),
)!;
