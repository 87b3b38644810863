import { z } from 'zod';
import { okEnvelope, pageOf, pageQuerySchema } from '../api/envelope';
import { optionalText } from '../common/fields';
import { timestampSchema } from '../common/time';

/** One administrative change, as an administrator reads it. */
export const operationLogSchema = z.object({
  id: z.number().int(),
  actorUserId: z.number().int(),
  actorName: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  summary: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  ip: z.string().nullable(),
  createdAt: timestampSchema,
});
export type OperationLog = z.infer<typeof operationLogSchema>;

export const operationLogPageBodySchema = pageQuerySchema.extend({
  /** Part of the summary or the actor's name. */
  keyword: optionalText('搜索关键字', 50),
  targetType: optionalText('对象类型', 30),
  targetId: optionalText('对象编号', 64),
});
export type OperationLogPageBody = z.infer<typeof operationLogPageBodySchema>;
export const operationLogPageResponseSchema = okEnvelope(pageOf(operationLogSchema));
