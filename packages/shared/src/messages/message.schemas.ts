import { z } from 'zod';
import { okEnvelope, pageOf, pageQuerySchema } from '../api/envelope';
import { idSchema } from '../common/fields';
import { timestampSchema } from '../common/time';

/** What a site message (站内消息) is about: each kind is one reminder a user can hear of. */
export const MESSAGE_KINDS = [
  'lot_opening',
  'payment_due_24h',
  'payment_due_2h',
  'order_defaulted',
  'deposit_confirmed',
  'deposit_rejected',
  'deposit_returned',
  'certification_result',
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

export const MESSAGE_KIND_LABELS: Record<MessageKind, string> = {
  lot_opening: '关注的标的即将开拍',
  payment_due_24h: '货款付款期限剩 24 小时',
  payment_due_2h: '货款付款期限剩 2 小时',
  order_defaulted: '订单逾期未付款',
  deposit_confirmed: '保证金已确认',
  deposit_rejected: '保证金凭证未通过',
  deposit_returned: '保证金已退还',
  certification_result: '实名认证审核结果',
};

export const messageSchema = z.object({
  id: z.number().int(),
  kind: z.enum(MESSAGE_KINDS),
  title: z.string(),
  body: z.string(),
  /** Where the message leads inside the site, e.g. the order to pay. */
  link: z.string().nullable(),
  createdAt: timestampSchema,
  readAt: timestampSchema.nullable(),
});
export type Message = z.infer<typeof messageSchema>;

export const messageListBodySchema = pageQuerySchema.extend({
  /** Only the unread ones. */
  unread: z.boolean({ error: '是否只看未读必须是布尔值' }).optional(),
});
export type MessageListBody = z.infer<typeof messageListBodySchema>;
export const messageListResponseSchema = okEnvelope(
  pageOf(messageSchema).extend({ unreadCount: z.number().int() }),
);
export const messageIdParamsSchema = z.object({ id: idSchema('消息编号') });
export const messageResponseSchema = okEnvelope(messageSchema);
export const messageUnreadResponseSchema = okEnvelope(z.object({ unreadCount: z.number().int() }));
export const messageReadAllResponseSchema = okEnvelope(z.object({ marked: z.number().int() }));
