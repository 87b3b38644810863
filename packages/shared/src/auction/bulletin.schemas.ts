import { z } from 'zod';
import { okEnvelope, pageOf, pageQuerySchema } from '../api/envelope';
import { idSchema, optionalText, requiredText } from '../common/fields';
import { timestampSchema } from '../common/time';
import { formatFen } from '../format/currency';
import { AUCTION_RULES, depositRangeFen, isOnPriceGrid } from './auction-rules';
import { boundedInt, datetimeSchema, fenSchema, fileIdsSchema, quantitySchema } from './fields';

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

const viewingFields = {
  startsAt: datetimeSchema('看货开始时间'),
  endsAt: datetimeSchema('看货结束时间'),
  address: requiredText('看货地址', 200),
  contactPerson: requiredText('联系人', 50),
  contactPhone: requiredText('联系电话', 30),
  remark: optionalText('备注', 200),
};
const viewingEndsAfterStart = [
  (viewing: { startsAt: string; endsAt: string }) =>
    Date.parse(viewing.endsAt) > Date.parse(viewing.startsAt),
  { path: ['endsAt'], error: '看货结束时间须晚于开始时间' },
] as [(viewing: { startsAt: string; endsAt: string }) => boolean, { path: string[]; error: string }];

/** A viewing (看货) as entered with its lot: when, where and whom to call. */
export const lotViewingInputSchema = z.object(viewingFields).refine(...viewingEndsAfterStart);
export type LotViewingInput = z.infer<typeof lotViewingInputSchema>;

/** The most viewings, restricted bidders and companies one lot takes. */
export const LOT_LIMITS = { viewings: 5, specifiedPhones: 200, specifiedOrgs: 50 } as const;

/** One lot as a seller enters it. */
export const lotInputSchema = z
  .object({
    title: requiredText('标的名称', 100),
    category: requiredText('标的分类', 50),
    quantity: quantitySchema('数量'),
    unit: requiredText('计量单位', 20),
    regionCode: z
      .string({ error: '请选择所在地区' })
      .regex(/^\d{6}$/, { error: '所在地区须为 6 位行政区划代码' }),
    location: requiredText('存放地点', 200),
    description: optionalText('标的描述', 5000),
    startPriceFen: fenSchema('起拍价'),
    incrementFen: fenSchema('加价幅度'),
    reservePriceFen: fenSchema('保留价').optional().nullable(),
    /** Omitted: 10 % of the starting price, in whole yuan. */
    depositFen: fenSchema('保证金').optional(),
    minBidders: boundedInt(
      '最少竞买人数',
      AUCTION_RULES.minBidders.min,
      AUCTION_RULES.minBidders.max,
    ).default(AUCTION_RULES.minBidders.default),
    restricted: z.boolean({ error: '是否定向竞价必须是布尔值' }).default(false),
    maxExtensions: boundedInt('最多延时次数', 0, 1000).optional().nullable(),
    hardEndAt: datetimeSchema('最晚结束时间').optional().nullable(),
    paymentHours: boundedInt(
      '付款期限（小时）',
      AUCTION_RULES.paymentHours.min,
      AUCTION_RULES.paymentHours.max,
    ).default(AUCTION_RULES.paymentHours.default),
    startsAt: datetimeSchema('竞价开始时间'),
    endsAt: datetimeSchema('竞价结束时间'),
    /** In this order: the first is the cover. */
    imageFileIds: fileIdsSchema('标的图片', 10).default([]),
    /** Bids this close to the end move it this far past the bid (anti-sniping), 1–30 minutes. */
    extensionMinutes: boundedInt(
      '延时周期（分钟）',
      AUCTION_RULES.extensionMinutes.min,
      AUCTION_RULES.extensionMinutes.max,
    ).default(AUCTION_RULES.extensionMinutes.default),
    viewings: z
      .array(lotViewingInputSchema, { error: '看货安排须为列表' })
      .max(LOT_LIMITS.viewings, { error: `看货安排最多 ${LOT_LIMITS.viewings} 个` })
      .optional(),
    /**
     * Viewings and the 定向 lists: given, they replace the lot's; left out when a bulletin is
     * edited, the lot at the same position keeps what it had (set on their own screens).
     */
    specifiedPhones: z
      .array(z.string().regex(/^1[3-9]\d{9}$/, { error: '定向竞买人的手机号格式不正确' }), {
        error: '定向竞买人须为手机号列表',
      })
      .max(LOT_LIMITS.specifiedPhones, { error: `定向竞买人最多 ${LOT_LIMITS.specifiedPhones} 个` })
      .optional(),
    specifiedOrgIds: z
      .array(idSchema('定向企业编号'), { error: '定向企业须为编号列表' })
      .max(LOT_LIMITS.specifiedOrgs, { error: `定向企业最多 ${LOT_LIMITS.specifiedOrgs} 个` })
      .optional(),
  })
  .superRefine((lot, context) => {
    const issue = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    if (lot.incrementFen > lot.startPriceFen) issue('incrementFen', '加价幅度不能高于起拍价');
    if (lot.reservePriceFen !== undefined && lot.reservePriceFen !== null) {
      if (!isOnPriceGrid(lot.reservePriceFen, lot.startPriceFen, lot.incrementFen)) {
        issue('reservePriceFen', '保留价须不低于起拍价，且为起拍价加若干个加价幅度');
      }
    }
    if (lot.depositFen !== undefined) {
      const range = depositRangeFen(lot.startPriceFen);
      const allowed =
        range.min === range.max ? formatFen(range.min) : `${formatFen(range.min)}–${formatFen(range.max)}`;
      if (lot.depositFen < range.min || lot.depositFen > range.max) {
        issue(
          'depositFen',
          `保证金须为起拍价的 5%–20%，且不低于 ${formatFen(AUCTION_RULES.minDepositFen)}（本标的可设 ${allowed}）`,
        );
      } else if (lot.depositFen % 100 !== 0) {
        issue('depositFen', '保证金须为整元');
      }
    }
    const starts = Date.parse(lot.startsAt);
    const ends = Date.parse(lot.endsAt);
    if (ends - starts < AUCTION_RULES.minBiddingMinutes * 60_000) {
      issue('endsAt', `竞价结束时间须晚于开始时间至少 ${AUCTION_RULES.minBiddingMinutes} 分钟`);
    }
    if (lot.hardEndAt && Date.parse(lot.hardEndAt) < ends)
      issue('hardEndAt', '最晚结束时间不能早于竞价结束时间');
    const listed = (lot.specifiedPhones?.length ?? 0) + (lot.specifiedOrgIds?.length ?? 0);
    if (!lot.restricted && listed > 0)
      issue('restricted', '已指定定向竞买人，请勾选定向竞价，或清空定向名单');
  });
export type LotInput = z.infer<typeof lotInputSchema>;

const bulletinFields = {
  title: requiredText('公告标题', 100),
  bodyHtml: z
    .string({ error: '请输入公告正文' })
    .min(1, { error: '请输入公告正文' })
    .max(100_000, { error: '公告正文不能超过 100000 个字符' }),
  attachmentFileIds: fileIdsSchema('公告附件', 10).default([]),
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

export const lotViewingSchema = z.object({
  id: z.number().int(),
  lotId: z.number().int(),
  startsAt: timestampSchema,
  endsAt: timestampSchema,
  address: z.string(),
  contactPerson: z.string(),
  contactPhone: z.string(),
  remark: z.string().nullable(),
});
export type LotViewing = z.infer<typeof lotViewingSchema>;
export const specifiedBidderSchema = z.object({
  userId: z.number().int(),
  phone: z.string(),
  name: z.string(),
});
export type SpecifiedBidder = z.infer<typeof specifiedBidderSchema>;
/** A certified company on a lot's 定向 list: any of its accounts may bid. */
export const specifiedOrgSchema = z.object({
  orgId: z.number().int(),
  name: z.string(),
  companyCode: z.string().nullable(),
});
export type SpecifiedOrg = z.infer<typeof specifiedOrgSchema>;

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
  biddingMode: z.enum(['ascending', 'descending']),
  startPriceFen: z.number().int(),
  incrementFen: z.number().int(),
  reservePriceFen: z.number().int().nullable(),
  depositFen: z.number().int(),
  minBidders: z.number().int(),
  restricted: z.boolean(),
  maxExtensions: z.number().int().nullable(),
  hardEndAt: timestampSchema.nullable(),
  paymentHours: z.number().int(),
  startsAt: timestampSchema,
  endsAt: timestampSchema,
  scheduledEndsAt: timestampSchema,
  status: z.enum(LOT_STATUSES),
  currentPriceFen: z.number().int().nullable(),
  bidCount: z.number().int(),
  imageFileIds: z.array(z.string()),
  extensionMinutes: z.number().int(),
  viewings: z.array(lotViewingSchema),
  specifiedBidders: z.array(specifiedBidderSchema),
  specifiedOrgs: z.array(specifiedOrgSchema),
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

/** Certified companies a seller may put on a 定向 list, found by name or credit code. */
export const specifiedOrgSearchBodySchema = z.object({
  keyword: requiredText('企业名称或统一社会信用代码', 50),
});
export type SpecifiedOrgSearchBody = z.infer<typeof specifiedOrgSearchBodySchema>;
export const specifiedOrgSearchResponseSchema = okEnvelope(z.array(specifiedOrgSchema));

export const commissionEditBodySchema = z.object({
  bulletinId: idSchema('公告编号'),
  /** null: back to the platform's tiered commission. */
  commissionBps: boundedInt('佣金比例（基点）', 0, 2000).nullable(),
});
export type CommissionEditBody = z.infer<typeof commissionEditBodySchema>;

export const lotViewingAddBodySchema = z
  .object({ lotId: idSchema('标的编号'), ...viewingFields })
  .refine(...viewingEndsAfterStart);
export type LotViewingAddBody = z.infer<typeof lotViewingAddBodySchema>;
export const lotViewingEditBodySchema = z
  .object({ id: idSchema('看货信息编号'), ...viewingFields })
  .refine(...viewingEndsAfterStart);
export type LotViewingEditBody = z.infer<typeof lotViewingEditBodySchema>;
export const lotIdBodySchema = z.object({ lotId: idSchema('标的编号') });

export const lotViewingResponseSchema = okEnvelope(lotViewingSchema);
export const lotViewingListResponseSchema = okEnvelope(z.array(lotViewingSchema));

/** 定向竞价: the phones of the users allowed to bid (they must be registered). */
export const specifiedBiddersSaveBodySchema = z.object({
  lotId: idSchema('标的编号'),
  phones: z
    .array(z.string().regex(/^1[3-9]\d{9}$/, { error: '定向竞买人的手机号格式不正确' }), {
      error: '请提供定向竞买人的手机号列表',
    })
    .max(200, { error: '定向竞买人最多 200 个' }),
});
export type SpecifiedBiddersSaveBody = z.infer<typeof specifiedBiddersSaveBodySchema>;
export const specifiedBiddersResponseSchema = okEnvelope(z.array(specifiedBidderSchema));
