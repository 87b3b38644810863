import { z } from 'zod';
import { okEnvelope, pageOf, pageQuerySchema } from '../api/envelope';
import { idSchema, optionalText } from '../common/fields';
import { reviewReasonText, reviewDecisionSchema } from '../common/review-reason';
import { timestampSchema } from '../common/time';
import { BULLETIN_STATUSES, bulletinSummarySchema } from './bulletin.schemas';

const bulletinStatusSchema = z.enum(BULLETIN_STATUSES, { error: '公告状态不正确' });

export const auditListBodySchema = pageQuerySchema.extend({
  status: bulletinStatusSchema.optional(),
  /** Several statuses at once (a screen's own view, e.g. every approved bulletin). */
  statuses: z.array(bulletinStatusSchema).max(BULLETIN_STATUSES.length).optional(),
  keyword: optionalText('搜索关键字', 50),
});
export type AuditListBody = z.infer<typeof auditListBodySchema>;

/** A bulletin in an auditor's list: who reviewed it last, when and why. */
export const auditListItemSchema = bulletinSummarySchema.extend({
  reviewerName: z.string().nullable(),
  reviewedAt: timestampSchema.nullable(),
  reviewReason: z.string().nullable(),
});
export type AuditListItem = z.infer<typeof auditListItemSchema>;
export const auditListResponseSchema = okEnvelope(pageOf(auditListItemSchema));

/** The reason the seller will read: the rule every reviewer's reason follows. */
const reasonSchema = reviewReasonText('驳回原因');

/** Approve, or reject with a reason the seller will read. */
export const auditAddBodySchema = reviewDecisionSchema('bulletinId', '公告编号', reasonSchema.optional());
export type AuditAddBody = z.infer<typeof auditAddBodySchema>;

/** Take a published bulletin down before its bidding opens. */
export const auditRevokeBodySchema = z.object({ bulletinId: idSchema('公告编号'), reason: reasonSchema });
export type AuditRevokeBody = z.infer<typeof auditRevokeBodySchema>;
