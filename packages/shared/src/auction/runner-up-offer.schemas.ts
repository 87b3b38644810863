import { z } from 'zod';
import { okEnvelope, pageOf, pageQuerySchema } from '../api/envelope';
import { idSchema } from '../common/fields';
import { timestampSchema } from '../common/time';
import { AUCTION_RULES } from './auction-rules';
import { boundedInt } from './fields';

/**
 * 悔拍递补: after a default, the lot offered to the next bidder at their own highest bid. One
 * offer at a time per lot: open until accepted, declined, expired (silence) or withdrawn.
 */
export const RUNNER_UP_OFFER_STATUSES = ['open', 'accepted', 'declined', 'expired', 'withdrawn'] as const;
export type RunnerUpOfferStatus = (typeof RUNNER_UP_OFFER_STATUSES)[number];

export const RUNNER_UP_OFFER_STATUS_LABELS: Record<RunnerUpOfferStatus, string> = {
  open: '待答复',
  accepted: '已接受',
  declined: '已放弃',
  expired: '逾期未答复',
  withdrawn: '已撤回',
};

/**
 * Where a defaulted order's runner-up chain stands: not started, an offer out, taken (a new
 * order was made), or nobody left to offer (无人递补).
 */
export const RUNNER_UP_STATES = ['available', 'offering', 'taken', 'no_taker'] as const;
export type RunnerUpState = (typeof RUNNER_UP_STATES)[number];
export const RUNNER_UP_STATE_LABELS: Record<RunnerUpState, string> = {
  available: '可递补',
  offering: '递补中',
  taken: '已递补成交',
  no_taker: '无人递补',
};

/** One offer as the seller and the platform read it (the chain of a defaulted order). */
export const runnerUpOfferSchema = z.object({
  id: z.number().int(),
  lotId: z.number().int(),
  defaultedOrderId: z.number().int(),
  /** The bidder's alias on the lot (竞买人A3F2), and their name for the seller and the platform. */
  bidderAlias: z.string(),
  bidderName: z.string(),
  /** The bidder's own highest bid (per unit for a 单价 lot), and the goods amount it makes. */
  bidFen: z.number().int(),
  amountFen: z.number().int(),
  status: z.enum(RUNNER_UP_OFFER_STATUSES),
  /** Their deposit stayed frozen (保留次高出价人保证金): accepting makes the order at once. */
  depositKept: z.boolean(),
  deadlineAt: timestampSchema,
  createdAt: timestampSchema,
  respondedAt: timestampSchema.nullable(),
  /** The order accepting made (递补成交). */
  orderId: z.number().int().nullable(),
  orderNo: z.string().nullable(),
});
export type RunnerUpOffer = z.infer<typeof runnerUpOfferSchema>;

export const runnerUpChainSchema = z.object({
  state: z.enum(RUNNER_UP_STATES),
  offers: z.array(runnerUpOfferSchema),
});
export type RunnerUpChain = z.infer<typeof runnerUpChainSchema>;
export const runnerUpChainResponseSchema = okEnvelope(runnerUpChainSchema);

/**
 * The offer as the bidder it is made to reads it: the lot, the amount, the deadline, and what
 * accepting still needs (a deposit paid anew, when theirs was released at the close).
 */
export const myRunnerUpOfferSchema = z.object({
  id: z.number().int(),
  lotId: z.number().int(),
  lotTitle: z.string(),
  priceBasis: z.enum(['total', 'unit']),
  unit: z.string(),
  bidFen: z.number().int(),
  amountFen: z.number().int(),
  depositFen: z.number().int(),
  status: z.enum(RUNNER_UP_OFFER_STATUSES),
  deadlineAt: timestampSchema,
  createdAt: timestampSchema,
  respondedAt: timestampSchema.nullable(),
  /**
   * What accepting needs now: none (the deposit is frozen, accepting makes the order), pay (a
   * deposit for this lot first), review (the deposit's voucher is being reviewed).
   */
  depositStep: z.enum(['ready', 'pay', 'review']),
  /** The bidder said yes and is paying the deposit (待缴纳保证金). */
  acceptRequested: z.boolean(),
  orderId: z.number().int().nullable(),
  orderNo: z.string().nullable(),
});
export type MyRunnerUpOffer = z.infer<typeof myRunnerUpOfferSchema>;
export const myRunnerUpOfferResponseSchema = okEnvelope(myRunnerUpOfferSchema);
export const myRunnerUpOfferOrNullResponseSchema = okEnvelope(myRunnerUpOfferSchema.nullable());
export const myRunnerUpOffersBodySchema = pageQuerySchema;
export type MyRunnerUpOffersBody = z.infer<typeof myRunnerUpOffersBodySchema>;
export const myRunnerUpOffersResponseSchema = okEnvelope(pageOf(myRunnerUpOfferSchema));

const { min, max } = AUCTION_RULES.runnerUpOfferHours;
export const runnerUpOfferBodySchema = z.object({
  orderId: idSchema('订单编号'),
  /** How long the bidder has to answer; the rules' default when left out. */
  hours: boundedInt('答复期限（小时）', min, max).optional(),
});
export type RunnerUpOfferBody = z.infer<typeof runnerUpOfferBodySchema>;
export const runnerUpOfferIdParamsSchema = z.object({ id: idSchema('递补邀请编号') });
export const runnerUpLotParamsSchema = z.object({ lotId: idSchema('标的编号') });
