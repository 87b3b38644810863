import { z } from 'zod';
import { okEnvelope } from '../api/envelope';

/** One line of the personal home's 待办: what waits, how many, and the screen that does it. */
export const todoItemSchema = z.object({
  key: z.string(),
  label: z.string(),
  count: z.number().int(),
  path: z.string(),
});
export type TodoItem = z.infer<typeof todoItemSchema>;
export const todoResponseSchema = okEnvelope(z.array(todoItemSchema));

/** One calendar month (China time) of orders whose payment was confirmed in it. */
export const monthFiguresSchema = z.object({
  /** YYYY-MM */
  month: z.string(),
  orders: z.number().int(),
  amountFen: z.number().int(),
});
export type MonthFigures = z.infer<typeof monthFiguresSchema>;

/** How many months the trend charts cover, the current one last. */
export const TREND_MONTHS = 12;

/** The seller organisation's income by month: the price less the platform's commission. */
export const incomeTrendResponseSchema = okEnvelope(z.array(monthFiguresSchema));
/** The buyer's spending by month: the prices of the lots they paid for. */
export const consumeBarResponseSchema = okEnvelope(z.array(monthFiguresSchema));

/** The company the caller acts for, at a glance (null when they act for themselves). */
export const companyHomeInfoSchema = z.object({
  orgId: z.number().int(),
  name: z.string(),
  companyCode: z.string().nullable(),
  contactPerson: z.string().nullable(),
  contactPhone: z.string().nullable(),
  address: z.string().nullable(),
  certifiedAt: z.string().nullable(),
  members: z.number().int(),
  publishedBulletins: z.number().int(),
  lotsSold: z.number().int(),
  /**
   * What its sales brought in, net of commission, payments confirmed; null to a member who may
   * not see its sales (订单管理).
   */
  incomeFen: z.number().int().nullable(),
  /** What it paid for lots it won; null to a member who may not see its orders (我的订单). */
  spentFen: z.number().int().nullable(),
});
export type CompanyHomeInfo = z.infer<typeof companyHomeInfoSchema>;
export const companyHomeInfoResponseSchema = okEnvelope(companyHomeInfoSchema.nullable());
