import { z } from 'zod';
import { okEnvelope, pageOf, pageQuerySchema } from '../api/envelope';
import { AUCTION_RULES, type CommissionTier } from '../auction/auction-rules';
import { idSchema, optionalText } from '../common/fields';
import { timestampSchema } from '../common/time';

export type { CommissionTier } from '../auction/auction-rules';

/** A rate above 5 % is refused: the platform's ceiling on commission. */
export const COMMISSION_MAX_RATE_BPS = 500;
export const COMMISSION_MAX_TIERS = 10;

/**
 * The band an issue belongs to, for its message. Zod hands a message function the issue's
 * whole path (tiers.1.rateBps, or 1.rateBps when the list is parsed alone), so the first
 * number in it is the band's index.
 */
function bandOf(issue: { path?: PropertyKey[] }): string {
  const index = issue.path?.find((part): part is number => typeof part === 'number');
  return index === undefined ? '佣金档位' : `第 ${index + 1} 档`;
}

/** Types only: the rules that need the neighbouring bands are checked on the whole list. */
const tierShapeSchema = z.object(
  {
    upToFen: z
      .number({
        error: (issue) =>
          issue.input === undefined
            ? `请填写${bandOf(issue)}上限（最后一档填 null 表示不设上限）`
            : `${bandOf(issue)}上限必须是数字（单位：分）`,
      })
      .int({ error: (issue) => `${bandOf(issue)}上限必须是整数（单位：分）` })
      .nullable(),
    rateBps: z
      .number({
        error: (issue) =>
          issue.input === undefined
            ? `请填写${bandOf(issue)}费率`
            : `${bandOf(issue)}费率必须是数字（单位：基点，1% = 100）`,
      })
      .int({ error: (issue) => `${bandOf(issue)}费率必须是整数（单位：基点，1% = 100）` }),
  },
  { error: (issue) => `${bandOf(issue)}格式不正确` },
);

type Issue = { message: string; path: PropertyKey[] };

/** What is wrong with one band's upper bound, given the previous band's (null: none to compare). */
function boundProblem(tier: CommissionTier, index: number, isLast: boolean, previousUpTo: number | null) {
  const band = `第 ${index + 1} 档`;
  if (isLast) return tier.upToFen === null ? undefined : `最后一档（${band}）须为“以上”，不设上限`;
  if (tier.upToFen === null) return `${band}须填写上限：只有最后一档不设上限，否则后面的档位无从开始`;
  if (tier.upToFen > AUCTION_RULES.maxPriceFen) return `${band}上限超出允许范围`;
  if (index === 0 && tier.upToFen <= 0) return `${band}上限须大于 0`;
  if (index > 0 && previousUpTo !== null && tier.upToFen <= previousUpTo)
    return `${band}上限须大于第 ${index} 档上限`;
  return undefined;
}

/**
 * Why a list of bands is refused, band by band, each message naming its band. The bands are
 * contiguous by construction (each starts where the previous ends), so what can go wrong is a
 * band missing its upper bound (a gap), a bound not above the previous one (an overlap, or
 * bands out of order), a rate outside 0–5 %, or a last band that has an upper bound.
 */
export function commissionTierIssues(tiers: readonly CommissionTier[]): Issue[] {
  if (tiers.length === 0) return [{ message: '请至少设置 1 档佣金', path: [] }];
  if (tiers.length > COMMISSION_MAX_TIERS)
    return [{ message: `佣金最多设置 ${COMMISSION_MAX_TIERS} 档`, path: [] }];
  const issues: Issue[] = [];
  tiers.forEach((tier, index) => {
    const previousUpTo = index === 0 ? 0 : (tiers[index - 1]?.upToFen ?? null);
    const problem = boundProblem(tier, index, index === tiers.length - 1, previousUpTo);
    if (problem) issues.push({ message: problem, path: [index, 'upToFen'] });
    if (tier.rateBps < 0)
      issues.push({ message: `第 ${index + 1} 档费率不能小于 0%`, path: [index, 'rateBps'] });
    if (tier.rateBps > COMMISSION_MAX_RATE_BPS)
      issues.push({ message: `第 ${index + 1} 档费率不能超过 5%`, path: [index, 'rateBps'] });
  });
  return issues;
}

/** 1–10 bands in ascending order, the last one unbounded, each rate 0–5 %. */
export const commissionTiersSchema = z
  .array(tierShapeSchema, { error: '佣金档位必须是列表' })
  .superRefine((tiers, context) => {
    for (const issue of commissionTierIssues(tiers))
      context.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  });

export const commissionTiersViewSchema = z.object({
  tiers: z.array(z.object({ upToFen: z.number().int().nullable(), rateBps: z.number().int() })),
  /** When an administrator last saved them; null for tiers nobody has saved yet. */
  updatedAt: timestampSchema.nullable(),
});
export type CommissionTiersView = z.infer<typeof commissionTiersViewSchema>;

export const commissionDefaultGetResponseSchema = okEnvelope(commissionTiersViewSchema);

export const commissionDefaultSaveBodySchema = z.object({ tiers: commissionTiersSchema });
export type CommissionDefaultSaveBody = z.infer<typeof commissionDefaultSaveBodySchema>;
export const commissionDefaultSaveResponseSchema = okEnvelope(commissionTiersViewSchema);

/** A seller company and its own tiers, if it has them (else the platform's default applies). */
export const sellerCommissionSchema = z.object({
  orgId: z.number().int(),
  orgName: z.string(),
  companyCode: z.string().nullable(),
  hasOverride: z.boolean(),
  tiers: commissionTiersViewSchema.shape.tiers.nullable(),
  updatedAt: timestampSchema.nullable(),
});
export type SellerCommission = z.infer<typeof sellerCommissionSchema>;

export const commissionOverridePageBodySchema = pageQuerySchema.extend({
  /** Part of the company's name or credit code. */
  keyword: optionalText('委托方名称', 50),
  /** 'true' / 'false' as a list's URL filter sends it; absent for all. */
  hasOverride: z.preprocess(
    (value) =>
      value === '' || value === null
        ? undefined
        : value === 'true'
          ? true
          : value === 'false'
            ? false
            : value,
    z.boolean({ error: '是否单独设置须为是或否' }).optional(),
  ),
});
export type CommissionOverridePageBody = z.infer<typeof commissionOverridePageBodySchema>;
export const commissionOverridePageResponseSchema = okEnvelope(pageOf(sellerCommissionSchema));

export const commissionOrgParamsSchema = z.object({ orgId: idSchema('委托方编号') });
export const commissionOverrideGetResponseSchema = okEnvelope(sellerCommissionSchema);

export const commissionOverrideSaveBodySchema = z.object({
  orgId: idSchema('委托方编号'),
  tiers: commissionTiersSchema,
});
export type CommissionOverrideSaveBody = z.infer<typeof commissionOverrideSaveBodySchema>;
export const commissionOverrideSaveResponseSchema = okEnvelope(sellerCommissionSchema);
export const commissionOverrideRemoveResponseSchema = okEnvelope(z.null());
