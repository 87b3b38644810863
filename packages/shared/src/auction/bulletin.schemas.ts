import { z } from 'zod';
import { okEnvelope, pageOf, pageQuerySchema } from '../api/envelope';
import { idSchema, optionalText, requiredText } from '../common/fields';
import { timestampSchema } from '../common/time';
import { BIDDING_MODES, PRICE_BASES } from './auction-formats';
import { AUCTION_RULES } from './auction-rules';
import { boundedInt, fileIdsSchema } from './fields';
import { priorityHolderSchema } from './priority-rights.schemas';
import { specifiedBidderSchema, specifiedOrgSchema, lotViewingSchema } from './lot-extras.schemas';
import { lotInputSchema } from './lot-input.schemas';
import { lotLineageSchema } from './reauction.schemas';

// A lot's input, and its viewings and 定向 lists, have files of their own; re-exported here.
export {
  lotViewingInputSchema,
  type LotViewingInput,
  LOT_LIMITS,
  lotInputSchema,
  type LotInput,
} from './lot-input.schemas';
export {
  lotViewingSchema,
  type LotViewing,
  specifiedBidderSchema,
  type SpecifiedBidder,
  specifiedOrgSchema,
  type SpecifiedOrg,
  specifiedOrgSearchBodySchema,
  type SpecifiedOrgSearchBody,
  specifiedOrgSearchResponseSchema,
  lotViewingAddBodySchema,
  type LotViewingAddBody,
  lotViewingEditBodySchema,
  type LotViewingEditBody,
  lotIdBodySchema,
  lotViewingResponseSchema,
  lotViewingListResponseSchema,
  specifiedBiddersSaveBodySchema,
  type SpecifiedBiddersSaveBody,
  specifiedBiddersResponseSchema,
} from './lot-extras.schemas';

export const BULLETIN_STATUSES = [
  'draft',
  'submitted',
  'published',
  'rejected',
  'withdrawn',
  'bidding',
  'ended',
] as const;
export type BulletinStatus = (typeof BULLETIN_STATUSES)[number];

export const BULLETIN_STATUS_LABELS: Record<BulletinStatus, string> = {
  draft: '草稿',
  submitted: '待审核',
  published: '已发布',
  rejected: '已驳回',
  withdrawn: '已撤回',
  bidding: '竞价中',
  ended: '已结束',
};

/** pending: not public (a draft, or taken back); scheduled: published, before bidding. */
export const LOT_STATUSES = ['pending', 'scheduled', 'bidding', 'sold', 'unsold'] as const;
export type LotStatus = (typeof LOT_STATUSES)[number];

export const LOT_STATUS_LABELS: Record<LotStatus, string> = {
  pending: '未发布',
  scheduled: '即将开始',
  bidding: '竞价中',
  sold: '已成交',
  unsold: '流拍',
};

const bulletinFields = {
  title: requiredText('公告标题', 100),
  bodyHtml: z
    .string({ error: '请输入公告正文' })
    .min(1, { error: '请输入公告正文' })
    .max(100_000, { error: '公告正文不能超过 100000 个字符' }),
  attachmentFileIds: fileIdsSchema('公告附件', 10).default([]),
  /**
   * 保留次高出价人保证金: at the close the runner-up's deposit stays frozen until the winner pays,
   * so a default can be offered to them at once.
   */
  keepRunnerUpDeposit: z.boolean({ error: '保留次高出价人保证金必须是布尔值' }).default(false),
  lots: z
    .array(lotInputSchema, { error: '请至少添加一个标的' })
    .min(1, { error: '请至少添加一个标的' })
    .max(AUCTION_RULES.maxLotsPerBulletin, {
      error: `一个公告最多 ${AUCTION_RULES.maxLotsPerBulletin} 个标的`,
    }),
};

export const bulletinAddBodySchema = z.object(bulletinFields);
export type BulletinAddBody = z.infer<typeof bulletinAddBodySchema>;
export const bulletinEditBodySchema = z.object({ id: idSchema('公告编号'), ...bulletinFields });
export type BulletinEditBody = z.infer<typeof bulletinEditBodySchema>;

export const bulletinIdParamsSchema = z.object({ id: idSchema('公告编号') });

export const bulletinListBodySchema = pageQuerySchema.extend({
  status: z.enum(BULLETIN_STATUSES, { error: '公告状态不正确' }).optional(),
  keyword: optionalText('搜索关键字', 50),
});
export type BulletinListBody = z.infer<typeof bulletinListBodySchema>;

export const lotViewSchema = z.object({
  id: z.number().int(),
  seq: z.number().int(),
  lotNo: z.string(),
  title: z.string(),
  category: z.string(),
  quantity: z.string(),
  unit: z.string(),
  regionCode: z.string(),
  location: z.string(),
  description: z.string(),
  biddingMode: z.enum(BIDDING_MODES),
  priceBasis: z.enum(PRICE_BASES),
  decreaseStepFen: z.number().int().nullable(),
  decreaseIntervalMinutes: z.number().int().nullable(),
  floorPriceFen: z.number().int().nullable(),
  ascendMinutes: z.number().int().nullable(),
  startPriceFen: z.number().int(),
  incrementFen: z.number().int(),
  reservePriceFen: z.number().int().nullable(),
  depositFen: z.number().int(),
  minBidders: z.number().int(),
  restricted: z.boolean(),
  /** 竞买人资质 every bidder must hold: values of the dictionary bidder_qualification. */
  requiredQualifications: z.array(z.string()),
  maxExtensions: z.number().int().nullable(),
  hardEndAt: timestampSchema.nullable(),
  paymentHours: z.number().int(),
  pickupDays: z.number().int(),
  storageFeeFen: z.number().int().nullable(),
  taxIncluded: z.boolean(),
  vatRatePercent: z.number().int(),
  startsAt: timestampSchema,
  endsAt: timestampSchema,
  scheduledEndsAt: timestampSchema,
  status: z.enum(LOT_STATUSES),
  currentPriceFen: z.number().int().nullable(),
  bidCount: z.number().int(),
  /** How many times late bids moved the end: endsAt is the end they moved it to. */
  extensionCount: z.number().int(),
  imageFileIds: z.array(z.string()),
  extensionMinutes: z.number().int(),
  viewings: z.array(lotViewingSchema),
  specifiedBidders: z.array(specifiedBidderSchema),
  specifiedOrgs: z.array(specifiedOrgSchema),
  /** 优先购买权人 in order, with their proofs: for the seller and the auditor only. */
  priorityHolders: z.array(priorityHolderSchema),
  /** 重新拍卖: 原拍卖, the re-auction after it, who is barred from it. */
  lineage: lotLineageSchema,
});
export type LotView = z.infer<typeof lotViewSchema>;

export const BULLETIN_EVENT_ACTIONS = ['submit', 'approve', 'reject', 'revoke', 'withdraw'] as const;
export type BulletinEventAction = (typeof BULLETIN_EVENT_ACTIONS)[number];
export const BULLETIN_EVENT_LABELS: Record<BulletinEventAction, string> = {
  submit: '提交审核',
  approve: '审核通过',
  reject: '审核驳回',
  revoke: '发布后驳回',
  withdraw: '撤回',
};
export const bulletinEventSchema = z.object({
  action: z.enum(BULLETIN_EVENT_ACTIONS),
  actorName: z.string(),
  reason: z.string().nullable(),
  at: timestampSchema,
});
export type BulletinEvent = z.infer<typeof bulletinEventSchema>;

/** The seller's (and the auditor's) view of a bulletin: everything, the reserve included. */
export const bulletinViewSchema = z.object({
  id: z.number().int(),
  bulletinNo: z.string(),
  sellerOrgId: z.number().int(),
  sellerName: z.string(),
  title: z.string(),
  bodyHtml: z.string(),
  status: z.enum(BULLETIN_STATUSES),
  commissionBps: z.number().int().nullable(),
  keepRunnerUpDeposit: z.boolean(),
  rejectReason: z.string().nullable(),
  submittedAt: timestampSchema.nullable(),
  publishedAt: timestampSchema.nullable(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
  attachmentFileIds: z.array(z.string()),
  lots: z.array(lotViewSchema),
  /** Submissions, reviews and withdrawals, oldest first. */
  history: z.array(bulletinEventSchema),
});
export type BulletinView = z.infer<typeof bulletinViewSchema>;
export const bulletinResponseSchema = okEnvelope(bulletinViewSchema);

export const bulletinSummarySchema = bulletinViewSchema
  .omit({ bodyHtml: true, lots: true, history: true })
  .extend({
    lotCount: z.number().int(),
    /** The formats its lots use, each once, in BIDDING_MODES order. */
    biddingModes: z.array(z.enum(BIDDING_MODES)),
    firstStartsAt: timestampSchema.nullable(),
    /** The earliest lot's end: from then on the bulletin can no longer be taken down. */
    firstEndsAt: timestampSchema.nullable(),
    lastEndsAt: timestampSchema.nullable(),
  });
export type BulletinSummary = z.infer<typeof bulletinSummarySchema>;
/** The page, and how many of the organisation's bulletins each status holds (the list's tabs). */
export const bulletinListResponseSchema = okEnvelope(
  pageOf(bulletinSummarySchema).extend({
    counts: z.record(z.enum(BULLETIN_STATUSES), z.number().int()),
  }),
);

export const commissionEditBodySchema = z.object({
  bulletinId: idSchema('公告编号'),
  /** null: back to the platform's tiered commission. */
  commissionBps: boundedInt('佣金比例（基点）', 0, 2000).nullable(),
});
export type CommissionEditBody = z.infer<typeof commissionEditBodySchema>;
