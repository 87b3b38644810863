import { z } from 'zod';
import { okEnvelope } from '../api/envelope';
import { idSchema } from '../common/fields';
import { timestampSchema } from '../common/time';

/** How a settlement account came to be reviewed. */
export const SETTLEMENT_ACCOUNT_SOURCES = ['certification', 'bank_change', 'correction'] as const;
export type SettlementAccountSource = (typeof SETTLEMENT_ACCOUNT_SOURCES)[number];
export const SETTLEMENT_ACCOUNT_SOURCE_LABELS: Record<SettlementAccountSource, string> = {
  certification: '企业认证审核通过',
  bank_change: '开户信息变更审核通过',
  correction: '审核人员更正',
};

/**
 * Whether money may go to an account: only to one a reviewer approved for the seller's company,
 * still in use, in the certified company's name.
 */
export const SETTLEMENT_REVIEW_STATES = ['reviewed', 'unreviewed', 'retired', 'name_mismatch'] as const;
export type SettlementReviewState = (typeof SETTLEMENT_REVIEW_STATES)[number];
export const SETTLEMENT_REVIEW_STATE_LABELS: Record<SettlementReviewState, string> = {
  reviewed: '已审核',
  unreviewed: '未经审核',
  retired: '已停用',
  name_mismatch: '户名与认证名称不符',
};

/** A reviewed account of a company, as the seller chooses among them. */
export const reviewedAccountSchema = z.object({
  id: z.number().int(),
  accountName: z.string(),
  bankName: z.string(),
  bankNumber: z.string(),
  interbankAccount: z.string(),
  source: z.enum(SETTLEMENT_ACCOUNT_SOURCES),
  reviewedAt: timestampSchema,
  reviewerName: z.string().nullable(),
  /** The company's account in force (what an order settles to when none is chosen). */
  inForce: z.boolean(),
});
export type ReviewedAccount = z.infer<typeof reviewedAccountSchema>;

/** The account a sale is settled to (收款账户), with where it stands in review. */
export const settlementAccountSchema = z.object({
  /** The reviewed account; null for one typed freely before accounts were reviewed. */
  id: z.number().int().nullable(),
  accountName: z.string(),
  bankName: z.string(),
  bankNumber: z.string(),
  interbankAccount: z.string(),
  /** true: the company's account in force (no account chosen for this order). */
  isDefault: z.boolean(),
  reviewState: z.enum(SETTLEMENT_REVIEW_STATES),
  source: z.enum(SETTLEMENT_ACCOUNT_SOURCES).nullable(),
  reviewedAt: timestampSchema.nullable(),
  reviewerName: z.string().nullable(),
  /** The certified company name the account name must equal. */
  certifiedName: z.string().nullable(),
});
export type SettlementAccount = z.infer<typeof settlementAccountSchema>;

/** The seller chooses which of the company's reviewed accounts this sale is settled to; until it is settled. */
export const settlementAccountBodySchema = z.object({
  orderId: idSchema('订单编号'),
  accountId: idSchema('收款账户'),
});
export type SettlementAccountBody = z.infer<typeof settlementAccountBodySchema>;
export const reviewedAccountsResponseSchema = okEnvelope(z.array(reviewedAccountSchema));
