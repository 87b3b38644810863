import { z } from 'zod';
import { okEnvelope, pageOf, pageQuerySchema } from '../api/envelope';
import { idSchema, optionalText } from '../common/fields';
import { BULLETIN_STATUSES, bulletinSummarySchema } from './bulletin.schemas';

export const auditListBodySchema = pageQuerySchema.extend({
  status: z.enum(BULLETIN_STATUSES, { error: '公告状态不正确' }).optional(),
  keyword: optionalText('搜索关键字', 50),
});
export type AuditListBody = z.infer<typeof auditListBodySchema>;
export const auditListResponseSchema = okEnvelope(pageOf(bulletinSummarySchema));

const reasonSchema = z
  .string({ error: '请填写驳回原因' })
  .trim()
  .min(2, { error: '驳回原因至少 2 个字' })
  .max(500, { error: '驳回原因不能超过 500 个字' });

/** Approve, or reject with a reason the seller will read. */
export const auditAddBodySchema = z
  .object({
    bulletinId: idSchema('公告编号'),
    approved: z.boolean({ error: '请选择审核结果' }),
    reason: reasonSchema.optional(),
  })
  .refine((body) => body.approved || body.reason !== undefined, {
    path: ['reason'],
    error: '请填写驳回原因',
  });
export type AuditAddBody = z.infer<typeof auditAddBodySchema>;

/** Take a published bulletin down before its bidding opens. */
export const auditRevokeBodySchema = z.object({ bulletinId: idSchema('公告编号'), reason: reasonSchema });
export type AuditRevokeBody = z.infer<typeof auditRevokeBodySchema>;
