import { z } from 'zod';
import { okEnvelope, pageOf, pageQuerySchema } from '../api/envelope';
import { idSchema } from '../common/fields';
import { timestampSchema } from '../common/time';

/** What a site message (站内消息) is about: each kind is one reminder a user can hear of. */
export const MESSAGE_KINDS = [
  'lot_opening',
  'lot_ending',
  'outbid',
  'lot_won',
  'payment_due_24h',
  'payment_due_2h',
  'order_defaulted',
  'order_weighed',
  'payment_reviewed',
  'pickup_due',
  'pickup_overdue',
  'invoice_issued',
  'runner_up_offer',
  'runner_up_result',
  'deposit_confirmed',
  'deposit_rejected',
  'deposit_returned',
  'certification_result',
  'bulletin_result',
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

export const MESSAGE_KIND_LABELS: Record<MessageKind, string> = {
  lot_opening: '关注的标的即将开拍',
  lot_ending: '关注或出价的标的即将结束',
  outbid: '出价被超越',
  lot_won: '竞价成交（中标）',
  payment_due_24h: '货款付款期限剩 24 小时',
  payment_due_2h: '货款付款期限剩 2 小时',
  order_defaulted: '订单逾期未付款',
  order_weighed: '过磅结果（多退少补）',
  payment_reviewed: '货款付款审核结果',
  pickup_due: '提货期限即将届满',
  pickup_overdue: '逾期未提货',
  invoice_issued: '发票已开具',
  runner_up_offer: '悔拍递补邀请',
  runner_up_result: '悔拍递补结果（委托方）',
  deposit_confirmed: '保证金已确认',
  deposit_rejected: '保证金凭证未通过',
  deposit_returned: '保证金已退还',
  certification_result: '实名认证、企业认证审核结果',
  bulletin_result: '公告审核结果',
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
export const messageUnreadResponseSchema = okEnvelope(
  z.object({
    unreadCount: z.number().int(),
    /** The newest message's id (null: none yet): a page pops up only what comes after it. */
    latestId: z.number().int().nullable(),
  }),
);
export const messageReadAllResponseSchema = okEnvelope(z.object({ marked: z.number().int() }));

/** How a user hears of each kind: a site message, an SMS, both or neither. */
export const REMINDER_CHANNELS = ['site', 'sms'] as const;
export type ReminderChannel = (typeof REMINDER_CHANNELS)[number];

/**
 * Until a user chooses: every kind as a site message, and by SMS where missing it costs money
 * or a chance (the last payment reminder, a default, a voucher turned down, the opening).
 */
export const DEFAULT_REMINDER_CHANNELS: Record<MessageKind, Record<ReminderChannel, boolean>> = {
  lot_opening: { site: true, sms: true },
  lot_ending: { site: true, sms: false },
  // A bidding war would send one per raise: SMS only for those who ask.
  outbid: { site: true, sms: false },
  lot_won: { site: true, sms: true },
  payment_due_24h: { site: true, sms: false },
  payment_due_2h: { site: true, sms: true },
  order_defaulted: { site: true, sms: true },
  order_weighed: { site: true, sms: true },
  // A voucher turned down gives a short grace to pay again: worth an SMS.
  payment_reviewed: { site: true, sms: true },
  // Storage fees start the day after the deadline: worth an SMS before and after.
  pickup_due: { site: true, sms: true },
  pickup_overdue: { site: true, sms: true },
  invoice_issued: { site: true, sms: false },
  // An offer lapses in a day: the bidder must hear of it wherever they are.
  runner_up_offer: { site: true, sms: true },
  runner_up_result: { site: true, sms: false },
  deposit_confirmed: { site: true, sms: false },
  deposit_rejected: { site: true, sms: true },
  deposit_returned: { site: true, sms: false },
  certification_result: { site: true, sms: false },
  bulletin_result: { site: true, sms: false },
};

export const reminderSettingSchema = z.object({
  kind: z.enum(MESSAGE_KINDS, { error: '提醒类型不正确' }),
  site: z.boolean({ error: '站内消息开关必须是布尔值' }),
  sms: z.boolean({ error: '短信开关必须是布尔值' }),
});
export type ReminderSetting = z.infer<typeof reminderSettingSchema>;
export const reminderSettingsResponseSchema = okEnvelope(z.array(reminderSettingSchema));
export const reminderSettingsBodySchema = z.object({
  settings: z
    .array(reminderSettingSchema, { error: '请提交提醒设置' })
    .min(1, { error: '请至少提交一项提醒设置' })
    .max(MESSAGE_KINDS.length, { error: '提醒设置过多' }),
});
export type ReminderSettingsBody = z.infer<typeof reminderSettingsBodySchema>;
