import { z } from 'zod';
import { hasNoNul, idSchema, textTypeError } from './fields';

/**
 * A reason a reviewer writes (驳回原因, 修改原因). The applicant reads it, so it must say
 * something: 2 characters at least, 500 at most.
 */
export const REVIEW_REASON_MIN = 2;
export const REVIEW_REASON_MAX = 500;

export function reviewReasonText(label: string) {
  return z
    .string({ error: textTypeError(label) })
    .trim()
    .min(1, { error: `请填写${label}` })
    .min(REVIEW_REASON_MIN, { error: `${label}至少 ${REVIEW_REASON_MIN} 个字` })
    .max(REVIEW_REASON_MAX, { error: `${label}不能超过 ${REVIEW_REASON_MAX} 个字符` })
    .refine(hasNoNul, { error: `${label}包含无效字符` });
}

/** The optional reason of a review: needed only to reject (the body's refine says so). */
export const rejectReasonSchema = z.preprocess(
  (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value),
  reviewReasonText('驳回原因').optional(),
);

/** The form of a refusal: its reason alone. */
export const reviewReasonFormSchema = z.object({ reason: reviewReasonText('驳回原因') });

/**
 * A reviewer's decision on one record, named by `key`: approve, or reject with a reason the
 * applicant reads (`reason` says how long it may be; by default 2–500 characters).
 */
export function reviewDecisionSchema<
  const Key extends string,
  Reason extends z.ZodType = typeof rejectReasonSchema,
>(key: Key, label: string, reason?: Reason) {
  const record = { [key]: idSchema(label) } as { [K in Key]: ReturnType<typeof idSchema> };
  return z
    .object({
      ...record,
      approved: z.boolean({ error: '请选择审核结果' }),
      reason: (reason ?? rejectReasonSchema) as Reason,
    })
    .refine(
      (body) => {
        // The key is generic: TypeScript cannot see the two fixed fields through it.
        const decision = body as { approved: boolean; reason?: unknown };
        return decision.approved || decision.reason !== undefined;
      },
      { path: ['reason'], error: '请填写驳回原因' },
    );
}
