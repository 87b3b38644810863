import { z } from 'zod';
import { idSchema, optionalText, requiredText } from '../common/fields';
import { formatFen } from '../format/currency';
import { BIDDING_MODES, PRICE_BASES, lotAmountFen } from './auction-formats';
import { AUCTION_RULES, depositRangeFen, isOnPriceGrid } from './auction-rules';
import { checkFormatFields, formatFields, lotIncrementFen } from './lot-format.schemas';
import { allowsPriorityHolders } from './priority-rights';
import { priorityHoldersInputSchema, type PriorityHolderInput } from './priority-rights.schemas';
import { boundedInt, datetimeSchema, fenSchema, fileIdsSchema, quantitySchema } from './fields';
import { DEFAULT_TAX_TERMS, VAT_RATES } from '../invoices/tax-terms';

/** The fields of a viewing (看货), as entered with its lot or on its own later. */
export const viewingFields = {
  startsAt: datetimeSchema('看货开始时间'),
  endsAt: datetimeSchema('看货结束时间'),
  address: requiredText('看货地址', 200),
  contactPerson: requiredText('联系人', 50),
  contactPhone: requiredText('联系电话', 30),
  remark: optionalText('备注', 200),
};
export const viewingEndsAfterStart = [
  (viewing: { startsAt: string; endsAt: string }) =>
    Date.parse(viewing.endsAt) > Date.parse(viewing.startsAt),
  { path: ['endsAt'], error: '看货结束时间须晚于开始时间' },
] as [(viewing: { startsAt: string; endsAt: string }) => boolean, { path: string[]; error: string }];

/** A viewing (看货) as entered with its lot: when, where and whom to call. */
export const lotViewingInputSchema = z.object(viewingFields).refine(...viewingEndsAfterStart);
export type LotViewingInput = z.infer<typeof lotViewingInputSchema>;

/** The most viewings, restricted bidders and companies one lot takes. */
export const LOT_LIMITS = {
  viewings: 5,
  specifiedPhones: 200,
  specifiedOrgs: 50,
  requiredQualifications: 10,
} as const;

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
    biddingMode: z.enum(BIDDING_MODES, { error: '请选择竞价方式' }).default('ascending'),
    priceBasis: z.enum(PRICE_BASES, { error: '请选择计价方式' }).default('total'),
    ...formatFields,
    startPriceFen: fenSchema('起拍价'),
    /** Needed where bids rise (增价, 降价 with 转增价); otherwise lotIncrementFen fills it. */
    incrementFen: fenSchema('加价幅度').optional(),
    reservePriceFen: fenSchema('保留价').optional().nullable(),
    /** Omitted: 10 % of the starting price, in whole yuan. */
    depositFen: fenSchema('保证金').optional(),
    minBidders: boundedInt(
      '最少竞买人数',
      AUCTION_RULES.minBidders.min,
      AUCTION_RULES.minBidders.max,
    ).default(AUCTION_RULES.minBidders.default),
    restricted: z.boolean({ error: '是否定向竞价必须是布尔值' }).default(false),
    /** 竞买人资质 (values of the dictionary bidder_qualification) every bidder must hold. */
    requiredQualifications: z
      .array(requiredText('竞买人资质', 100), { error: '竞买人资质须为资质类型列表' })
      .max(LOT_LIMITS.requiredQualifications, {
        error: `竞买人资质最多 ${LOT_LIMITS.requiredQualifications} 项`,
      })
      .default([]),
    maxExtensions: boundedInt('最多延时次数', 0, 1000).optional().nullable(),
    hardEndAt: datetimeSchema('最晚结束时间').optional().nullable(),
    paymentHours: boundedInt(
      '付款期限（小时）',
      AUCTION_RULES.paymentHours.min,
      AUCTION_RULES.paymentHours.max,
    ).default(AUCTION_RULES.paymentHours.default),
    pickupDays: boundedInt(
      '提货期限（天）',
      AUCTION_RULES.pickupDays.min,
      AUCTION_RULES.pickupDays.max,
    ).default(AUCTION_RULES.pickupDays.default),
    /** 逾期仓储费 per day past the pickup deadline; left out or null: none. */
    storageFeeFen: fenSchema('逾期仓储费（每天）').optional().nullable(),
    /** 税费: whether the price includes VAT, and the rate the invoice carries. */
    taxIncluded: z.boolean({ error: '请选择成交价是否含税' }).default(DEFAULT_TAX_TERMS.taxIncluded),
    vatRatePercent: z
      .number({ error: '增值税税率必须是数字' })
      .refine((rate) => (VAT_RATES as readonly number[]).includes(rate), {
        error: `增值税税率只能是 ${VAT_RATES.join('%、')}%`,
      })
      .default(DEFAULT_TAX_TERMS.vatRatePercent),
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
    /** 优先购买权人 in order; left out when editing, the lot keeps its list like the 定向 lists. */
    priorityHolders: priorityHoldersInputSchema.optional(),
  })
  .superRefine((lot, context) => {
    const issue = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    checkFormatFields(lot, issue);
    const incrementFen = lotIncrementFen(lot);
    if (incrementFen > lot.startPriceFen) issue('incrementFen', '加价幅度不能高于起拍价');
    if (lot.reservePriceFen !== undefined && lot.reservePriceFen !== null) {
      // A descending lot's reserve lies below its start: its floor may not go under it.
      if (lot.biddingMode === 'sealed' && lot.reservePriceFen < lot.startPriceFen) {
        issue('reservePriceFen', '保留价不能低于起拍价');
      } else if (
        lot.biddingMode === 'ascending' &&
        !isOnPriceGrid(lot.reservePriceFen, lot.startPriceFen, incrementFen)
      ) {
        issue('reservePriceFen', '保留价须不低于起拍价，且为起拍价加若干个加价幅度');
      }
    }
    if (lot.depositFen !== undefined) {
      // A price per unit: the deposit is a share of the start times the estimated quantity.
      const range = depositRangeFen(lotAmountFen(lot, lot.startPriceFen));
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
    checkPriorityHolders(lot, issue);
  });
export type LotInput = z.infer<typeof lotInputSchema>;

function checkPriorityHolders(
  lot: { biddingMode: (typeof BIDDING_MODES)[number]; ascendMinutes?: number | null | undefined } & {
    priorityHolders?: PriorityHolderInput[] | undefined;
  },
  issue: (path: string, message: string) => void,
) {
  const holders = lot.priorityHolders ?? [];
  if (holders.length === 0) return;
  if (!allowsPriorityHolders(lot)) {
    issue('priorityHolders', '降价竞价须开启应价后转增价，方可设置优先购买权人');
    return;
  }
  const seen = new Set<string>();
  for (const [index, holder] of holders.entries()) {
    const key = holder.phone ?? `org:${holder.orgId}`;
    if (seen.has(key)) issue('priorityHolders', `第 ${index + 1} 顺位的优先购买权人与前面的重复`);
    seen.add(key);
  }
}
