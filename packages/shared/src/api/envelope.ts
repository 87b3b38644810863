import { z } from 'zod';

/** Success answer of every JSON endpoint except the OAuth token endpoint: `{ code: 0, msg, data }`. */
export function okEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ code: z.literal(0), msg: z.string(), data });
}

export interface Ok<T> {
  code: 0;
  msg: string;
  data: T;
}

export const fieldErrorSchema = z.object({
  field: z.string(),
  msg: z.string(),
});

/** Failure answer: `{ code: 1, msg: <Chinese message>, error: <ERROR_CODE> }`. */
export const errorBodySchema = z.object({
  code: z.literal(1),
  msg: z.string(),
  error: z.string(),
  fields: z.array(fieldErrorSchema).optional(),
  /** With 429 and 503: seconds until a retry can succeed (also in the Retry-After header). */
  retryAfterSeconds: z.number().int().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const emptyDataSchema = z.null();

/** Page request in the convention the admin tables use: `current` is 1-based. */
export const pageQuerySchema = z.object({
  current: z.coerce
    .number({ error: '页码必须是数字' })
    .int({ error: '页码必须是整数' })
    .min(1, { error: '页码不能小于 1' })
    .default(1),
  size: z.coerce
    .number({ error: '每页条数必须是数字' })
    .int({ error: '每页条数必须是整数' })
    .min(1, { error: '每页条数不能小于 1' })
    .max(100, { error: '每页条数不能超过 100' })
    .default(10),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export function pageOf<T extends z.ZodType>(record: T) {
  return z.object({
    records: z.array(record),
    total: z.number().int(),
    current: z.number().int(),
    size: z.number().int(),
  });
}
