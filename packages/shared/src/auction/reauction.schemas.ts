import { z } from 'zod';
import { idSchema } from '../common/fields';
import { fenSchema } from './fields';

/** 重新拍卖: the lot to put up again and, optionally, its new start (default: 20 % lower). */
export const reauctionBodySchema = z.object({
  lotId: idSchema('标的编号'),
  startPriceFen: fenSchema('重新拍卖起拍价').optional(),
});
export type ReauctionBody = z.infer<typeof reauctionBodySchema>;

/** 第几次拍卖: 1 for a first sale, 2 for 第二次拍卖 … */
const roundSchema = z.number().int().min(1);

/** A lot of the same line, as the public may see it: only ever a public lot. */
export const publicLotLinkSchema = z.object({
  lotId: z.number().int(),
  lotNo: z.string(),
  title: z.string(),
  round: roundSchema,
});
export type PublicLotLink = z.infer<typeof publicLotLinkSchema>;

/** A public lot's place in its line: 原拍卖 before it, the latest 第 N 次拍卖 after it, when public. */
export const publicLotLineageSchema = z.object({
  round: roundSchema,
  previous: publicLotLinkSchema.nullable(),
  next: publicLotLinkSchema.nullable(),
});
export type PublicLotLineage = z.infer<typeof publicLotLineageSchema>;

/** A lot of the same line, as its seller and the auditors see it, public or not. */
export const lotLinkSchema = publicLotLinkSchema.extend({
  bulletinId: z.number().int(),
  /** Where it stands: 草稿, 待审核, 竞价中, 流拍, 悔拍 … */
  stateLabel: z.string(),
  isPublic: z.boolean(),
});
export type LotLink = z.infer<typeof lotLinkSchema>;

/** Who may not take part in a re-auction: a defaulter (悔拍) of a lot of its line. */
export const barredUserSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  /** Masked (138****0000): enough to tell two people apart. */
  phone: z.string(),
  /** The lot they defaulted on. */
  sourceLotNo: z.string().nullable(),
});
export type BarredUser = z.infer<typeof barredUserSchema>;

export const lotLineageSchema = z.object({
  round: roundSchema,
  previous: lotLinkSchema.nullable(),
  next: lotLinkSchema.nullable(),
  barredUsers: z.array(barredUserSchema),
  /** Whether the lot may be put up again now (closed unsold or defaulted, no live re-auction). */
  canReauction: z.boolean(),
});
export type LotLineage = z.infer<typeof lotLineageSchema>;

/** A lot nobody has put up again: its first sale, nothing before or after it. */
export const FIRST_SALE_LINEAGE: LotLineage = {
  round: 1,
  previous: null,
  next: null,
  barredUsers: [],
  canReauction: false,
};

export { roundLabel } from './reauction-rounds';
