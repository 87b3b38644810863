import { z } from 'zod';
import { okEnvelope, pageOf, pageQuerySchema } from '../api/envelope';
import { idSchema } from '../common/fields';
import { timestampSchema } from '../common/time';
import { BIDDING_MODES, PRICE_BASES } from './auction-formats';
import { fenSchema } from './fields';

/**
 * Every bid carries an id the client made (a UUID, say): a retried request with the same id
 * gets the first answer and places nothing; the same id with a different body is refused.
 */
export const clientBidIdSchema = z
  .string({ error: '请提供出价编号 clientBidId' })
  .regex(/^[\w-]{8,64}$/, { error: '出价编号须为 8–64 位字母、数字、下划线或连字符' });

export const bidAddBodySchema = z.object({
  lotId: idSchema('标的编号'),
  amountFen: fenSchema('出价'),
  clientBidId: clientBidIdSchema,
});
export type BidAddBody = z.infer<typeof bidAddBodySchema>;

export const maxPriceBodySchema = z.object({
  lotId: idSchema('标的编号'),
  maxFen: fenSchema('最高价'),
  clientBidId: clientBidIdSchema,
});
export type MaxPriceBody = z.infer<typeof maxPriceBodySchema>;

/**
 * manual: typed; proxy: placed when a maximum was set; auto: placed by a maximum in reply;
 * accept: 应价 on a descending lot; sealed: a sealed bid, shown only once its lot has ended.
 */
export const BID_KINDS = ['manual', 'proxy', 'auto', 'accept', 'sealed'] as const;
export type BidKind = (typeof BID_KINDS)[number];

/** A bid as anyone may see it: by alias, never by name. */
export const publicBidSchema = z.object({
  seq: z.number().int(),
  amountFen: z.number().int(),
  alias: z.string(),
  kind: z.enum(BID_KINDS),
  at: timestampSchema,
  /** Placed by a holder of the lot's 优先购买权 (marked 优先购买权人 for everyone). */
  priority: z.boolean(),
});
export type PublicBid = z.infer<typeof publicBidSchema>;

export const descendingLiveSchema = z.object({
  decreaseStepFen: z.number().int(),
  decreaseIntervalMinutes: z.number().int(),
  floorPriceFen: z.number().int(),
  /** Minutes of open bidding after the first accept (应价后转增价); null sells at the accept. */
  ascendMinutes: z.number().int().nullable(),
  /** When the first bidder accepted; from then on the price no longer falls. */
  acceptedAt: timestampSchema.nullable(),
});
export type DescendingLive = z.infer<typeof descendingLiveSchema>;

/** The live numbers of a lot, as every watcher may see them. */
export const lotLiveStateSchema = z.object({
  lotId: z.number().int(),
  status: z.enum(['pending', 'scheduled', 'bidding', 'sold', 'unsold']),
  biddingMode: z.enum(BIDDING_MODES),
  /**
   * A descending lot's rules: its price now is descendingPriceAt(startsAt, startPriceFen and
   * these, serverTime), so every page computes it by the server's clock. Null for other formats.
   */
  descending: descendingLiveSchema.nullable(),
  startPriceFen: z.number().int(),
  incrementFen: z.number().int(),
  currentPriceFen: z.number().int().nullable(),
  nextMinimumFen: z.number().int(),
  leaderAlias: z.string().nullable(),
  /** The leader's 优先购买权 order: a holder of an earlier order may still bid this price itself. */
  leaderPriorityRank: z.number().int().nullable(),
  bidCount: z.number().int(),
  bidderCount: z.number().int(),
  /** null when the lot has no reserve; otherwise only whether it is met, never its amount. */
  reserveMet: z.boolean().nullable(),
  startsAt: timestampSchema,
  endsAt: timestampSchema,
  extensionCount: z.number().int(),
  seq: z.number().int(),
  serverTime: timestampSchema,
});
export type LotLiveState = z.infer<typeof lotLiveStateSchema>;
export const lotLiveStateResponseSchema = okEnvelope(lotLiveStateSchema);

export const bidResultSchema = z.object({
  /** What the request placed: one bid, or none when it only raised a maximum. */
  placed: publicBidSchema.nullable(),
  /** Whether the caller leads after the request (a manual bid can be outbid at once by a maximum). */
  leading: z.boolean(),
  myMaxFen: z.number().int().nullable(),
  lot: lotLiveStateSchema,
});
export type BidResult = z.infer<typeof bidResultSchema>;
export const bidResultResponseSchema = okEnvelope(bidResultSchema);

export const bidListBodySchema = pageQuerySchema.extend({ lotId: idSchema('标的编号') });
export const bidListResponseSchema = okEnvelope(pageOf(publicBidSchema));
export const bidOneResponseSchema = okEnvelope(publicBidSchema.nullable());

/** The caller's own standing on a lot, with what stops them from bidding (if anything). */
export const bidderInfoSchema = z.object({
  lotId: z.number().int(),
  alias: z.string().nullable(),
  leading: z.boolean(),
  myMaxFen: z.number().int().nullable(),
  myLastBidFen: z.number().int().nullable(),
  /** The caller's 优先购买权 order on the lot (第 1 顺位 …); null for everyone else. */
  priorityRank: z.number().int().nullable(),
  canBid: z.boolean(),
  blockedReason: z.string().nullable(),
  /** What to fix, for the page's link: sign in, certify, pay the deposit, or nothing. */
  blockedBy: z
    .enum([
      'certification',
      'certification_review',
      'deposit',
      'deposit_review',
      'restricted',
      'qualification',
      'own_lot',
      'barred',
      'lot_barred',
      'not_open',
    ])
    .nullable(),
  lot: lotLiveStateSchema,
});
export type BidderInfo = z.infer<typeof bidderInfoSchema>;
export const bidderInfoResponseSchema = okEnvelope(bidderInfoSchema);

/**
 * Where a bidder stands on a lot: leading or outbid while it runs, won or not once it closed;
 * sealed while a sealed-bid lot runs, where nobody may know who leads.
 */
export const BID_STANDINGS = ['leading', 'outbid', 'won', 'lost', 'sealed'] as const;
export type BidStanding = (typeof BID_STANDINGS)[number];
export const BID_STANDING_LABELS: Record<BidStanding, string> = {
  leading: '领先',
  outbid: '已被超越',
  won: '已竞得',
  lost: '未竞得',
  sealed: '已报价',
};

/** 我的竞价: one lot the caller bid on, with their own highest bid and maximum. */
export const myBidLotSchema = z.object({
  lotId: z.number().int(),
  lotNo: z.string(),
  title: z.string(),
  status: z.enum(['pending', 'scheduled', 'bidding', 'sold', 'unsold']),
  biddingMode: z.enum(BIDDING_MODES),
  priceBasis: z.enum(PRICE_BASES),
  startsAt: timestampSchema,
  endsAt: timestampSchema,
  currentPriceFen: z.number().int().nullable(),
  bidCount: z.number().int(),
  /** The caller's alias on the lot, as others see them. */
  alias: z.string(),
  myHighestFen: z.number().int().nullable(),
  /** The caller's maximum (代理出价), when set. */
  myMaxFen: z.number().int().nullable(),
  standing: z.enum(BID_STANDINGS),
});
export type MyBidLot = z.infer<typeof myBidLotSchema>;
export const myBidListBodySchema = pageQuerySchema;
export const myBidListResponseSchema = okEnvelope(pageOf(myBidLotSchema));
