import { z } from 'zod';
import { okEnvelope, pageOf, pageQuerySchema } from '../api/envelope';
import { idSchema, optionalText } from '../common/fields';
import { timestampSchema } from '../common/time';
import { BIDDING_MODES, PRICE_BASES } from './auction-formats';
import { lotLiveStateSchema, publicBidSchema } from './bid.schemas';
import { LOT_STATUSES, lotViewingSchema } from './bulletin.schemas';
import { publicLotLineageSchema } from './reauction.schemas';
import { fenSchema } from './fields';

/** A lot as the public lists show it: no reserve, no maxima, no bidders. */
export const lotCardSchema = z.object({
  id: z.number().int(),
  lotNo: z.string(),
  bulletinId: z.number().int(),
  bulletinTitle: z.string(),
  sellerName: z.string(),
  title: z.string(),
  category: z.string(),
  quantity: z.string(),
  unit: z.string(),
  regionCode: z.string(),
  location: z.string(),
  status: z.enum(LOT_STATUSES),
  startPriceFen: z.number().int(),
  currentPriceFen: z.number().int().nullable(),
  depositFen: z.number().int(),
  startsAt: timestampSchema,
  endsAt: timestampSchema,
  bidCount: z.number().int(),
  viewCount: z.number().int(),
  restricted: z.boolean(),
  coverFileId: z.string().nullable(),
  biddingMode: z.enum(BIDDING_MODES),
  priceBasis: z.enum(PRICE_BASES),
});
export type LotCard = z.infer<typeof lotCardSchema>;

import { MARKET_SORTS, MARKET_STATUSES } from './market-filters';

export { MARKET_SORTS, MARKET_STATUSES, type MarketSort, type MarketStatus } from './market-filters';

export const lotSearchBodySchema = pageQuerySchema
  .extend({
    status: z.enum(MARKET_STATUSES, { error: '状态只能是 upcoming、bidding 或 ended' }).optional(),
    category: optionalText('标的分类', 50),
    /** A province (2 digits), city (4) or district (6) code: lots anywhere within it. */
    regionCode: z
      .string({ error: '地区代码必须是文本' })
      .regex(/^\d{2}(\d{2}(\d{2})?)?$/, { error: '地区代码须为 2、4 或 6 位数字' })
      .optional(),
    minPriceFen: fenSchema('最低价').optional(),
    maxPriceFen: fenSchema('最高价').optional(),
    keyword: optionalText('搜索关键字', 50),
    sort: z.enum(MARKET_SORTS, { error: '排序方式不正确' }).default('default'),
    order: z.enum(['asc', 'desc'], { error: '排序方向只能是 asc 或 desc' }).default('asc'),
  })
  .refine(
    (body) =>
      body.minPriceFen === undefined ||
      body.maxPriceFen === undefined ||
      body.minPriceFen <= body.maxPriceFen,
    { error: '最低价不能高于最高价', path: ['maxPriceFen'] },
  );
export type LotSearchBody = z.infer<typeof lotSearchBodySchema>;
/** With the server's time, so countdowns on the list run by the server's clock. */
export const lotSearchPageSchema = pageOf(lotCardSchema).extend({ serverTime: timestampSchema });
export type LotSearchPage = z.infer<typeof lotSearchPageSchema>;
export const lotSearchResponseSchema = okEnvelope(lotSearchPageSchema);

export const homeBulletinSchema = z.object({
  id: z.number().int(),
  bulletinNo: z.string(),
  title: z.string(),
  sellerName: z.string(),
  publishedAt: timestampSchema.nullable(),
  lots: z.array(lotCardSchema),
});
export const homeBulletinsResponseSchema = okEnvelope(z.array(homeBulletinSchema));

/** The platform's figures for the home page (detail numbers). */
export const homeFiguresSchema = z.object({
  biddingLots: z.number().int(),
  upcomingLots: z.number().int(),
  soldLots: z.number().int(),
  soldAmountFen: z.number().int(),
  publishedBulletins: z.number().int(),
  registeredUsers: z.number().int(),
  serverTime: timestampSchema,
});
export const homeFiguresResponseSchema = okEnvelope(homeFiguresSchema);

export const publicFileSchema = z.object({
  id: z.string(),
  name: z.string(),
  mime: z.string(),
  sizeBytes: z.number(),
});

/** A lot's page for everyone: goods, viewing, prices (the reserve only as met or not), live state. */
export const lotDetailSchema = lotCardSchema.extend({
  description: z.string(),
  incrementFen: z.number().int(),
  minBidders: z.number().int(),
  paymentHours: z.number().int(),
  /** 提货期限: days after the payment's confirmation; 逾期仓储费 per day after it (null: none). */
  pickupDays: z.number().int(),
  storageFeeFen: z.number().int().nullable(),
  /** 税费: the price includes VAT or not, and its rate. */
  taxIncluded: z.boolean(),
  vatRatePercent: z.number().int(),
  hasReserve: z.boolean(),
  /** How many 优先购买权人 the lot has (never who): they may take it at the price they match. */
  priorityHolderCount: z.number().int(),
  /** 竞买人资质 a bidder's organisation must hold, approved and valid, by their names. */
  requiredQualifications: z.array(z.string()),
  images: z.array(publicFileSchema),
  attachments: z.array(publicFileSchema),
  viewings: z.array(lotViewingSchema),
  live: lotLiveStateSchema,
  /** 延时规则, where late bids extend the lot (增价, or 降价 after 转增价); null where they never do. */
  extension: z
    .object({
      extensionMinutes: z.number().int(),
      maxExtensions: z.number().int().nullable(),
      hardEndAt: timestampSchema.nullable(),
    })
    .nullable(),
  recentBids: z.array(publicBidSchema),
  /** 原拍卖 and 第 N 次拍卖: the lots of its line the public may open. */
  lineage: publicLotLineageSchema,
  result: z
    .object({
      outcome: z.enum(['sold', 'unsold']),
      finalPriceFen: z.number().int().nullable(),
      winnerAlias: z.string().nullable(),
      /** The head of the lot's chain of records (核验竞价记录); null for lots from before the chain. */
      chainHead: z.string().nullable(),
      /**
       * What became of a sale: its buyer defaulted (悔拍), or a runner-up's accepted offer sold it
       * again (递补成交). Absent while the sale stands as made.
       */
      afterSale: z.enum(['defaulted', 'runner_up']).optional(),
    })
    .nullable(),
});
export type LotDetail = z.infer<typeof lotDetailSchema>;
export const lotDetailResponseSchema = okEnvelope(lotDetailSchema);

export const publicBulletinSchema = z.object({
  id: z.number().int(),
  bulletinNo: z.string(),
  title: z.string(),
  bodyHtml: z.string(),
  sellerName: z.string(),
  status: z.string(),
  publishedAt: timestampSchema.nullable(),
  /** 保留次高出价人保证金: bidders read before paying that the second-highest deposit may be kept. */
  keepRunnerUpDeposit: z.boolean(),
  attachments: z.array(publicFileSchema),
  lots: z.array(lotCardSchema),
});
export const publicBulletinResponseSchema = okEnvelope(publicBulletinSchema);
export const publicBulletinParamsSchema = z.object({ id: idSchema('公告编号') });

export const followBodySchema = z.object({
  lotId: idSchema('标的编号'),
  remind: z.boolean({ error: '是否提醒必须是布尔值' }).default(true),
});
export const followStateResponseSchema = okEnvelope(
  z.object({ following: z.boolean(), remind: z.boolean() }),
);
export const browseBodySchema = z.object({
  lotId: idSchema('标的编号'),
  /**
   * A visitor's browser, by a random id it keeps: visitors behind one address (a proxy, an
   * office) are told apart. A signed-in user counts by account whatever it says.
   */
  visitorId: z
    .string({ error: '访客标识须为文本' })
    .regex(/^[A-Za-z0-9_-]{16,64}$/, { error: '访客标识不正确' })
    .optional(),
});
export const browseResponseSchema = okEnvelope(z.object({ viewCount: z.number().int() }));
export const followListBodySchema = pageQuerySchema;
export const followListResponseSchema = okEnvelope(pageOf(lotCardSchema.extend({ remind: z.boolean() })));

/** A bulletin (公告) in the public list: what it is, who published it, and when its lots run. */
export const bulletinCardSchema = z.object({
  id: z.number().int(),
  bulletinNo: z.string(),
  title: z.string(),
  sellerName: z.string(),
  status: z.string(),
  publishedAt: timestampSchema.nullable(),
  lotCount: z.number().int(),
  startsAt: timestampSchema.nullable(),
  endsAt: timestampSchema.nullable(),
});
export type BulletinCard = z.infer<typeof bulletinCardSchema>;
export const bulletinSearchBodySchema = pageQuerySchema.extend({
  keyword: optionalText('搜索关键字', 50),
});
export type BulletinSearchBody = z.infer<typeof bulletinSearchBodySchema>;
export const bulletinSearchResponseSchema = okEnvelope(pageOf(bulletinCardSchema));

export type PublicBulletin = z.infer<typeof publicBulletinSchema>;

/** A seller's bulletin and its lots, exactly as their public pages will show them (预览). */
export const bulletinPreviewSchema = z.object({
  bulletin: publicBulletinSchema,
  lots: z.array(lotDetailSchema),
});
export type BulletinPreview = z.infer<typeof bulletinPreviewSchema>;
export const bulletinPreviewResponseSchema = okEnvelope(bulletinPreviewSchema);
