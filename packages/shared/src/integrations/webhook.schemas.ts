import { z } from 'zod';
import { okEnvelope, pageOf, pageQuerySchema } from '../api/envelope';
import { idSchema, optionalText } from '../common/fields';
import { timestampSchema } from '../common/time';
import { WEBHOOK_EVENT_TYPES } from './webhook-events';

/**
 * 事件推送 (webhooks): HTTPS endpoints of a company's own systems that hear of its orders,
 * payments, documents and deposits, each request signed with the endpoint's secret.
 */

export const WEBHOOK_ENDPOINTS_MAX = 10;

export const webhookEndpointSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  description: z.string().nullable(),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  enabled: z.boolean(),
  /** The secret's last four characters. */
  secretHint: z.string(),
  createdByName: z.string().nullable(),
  createdAt: timestampSchema,
  /** The latest delivery's outcome, for the list. */
  lastDelivery: z
    .object({ status: z.enum(['pending', 'delivered', 'failed']), createdAt: timestampSchema })
    .nullable(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

export const webhookListSchema = z.object({
  records: z.array(webhookEndpointSchema),
  /** Why this caller cannot manage endpoints; null when they can. */
  refusal: z.string().nullable(),
});
export type WebhookList = z.infer<typeof webhookListSchema>;
export const webhookListResponseSchema = okEnvelope(webhookListSchema);

export const webhookBodySchema = z.object({
  url: z
    .string({ error: '请输入推送地址' })
    .trim()
    .min(1, { error: '请输入推送地址' })
    .max(500, { error: '推送地址不能超过 500 个字符' })
    .pipe(z.url({ protocol: /^https?$/, error: '推送地址须为以 https:// 开头的完整网址' })),
  description: optionalText('备注', 50),
  events: z
    .array(z.enum(WEBHOOK_EVENT_TYPES, { error: '不支持的事件类型' }), { error: '请选择要推送的事件' })
    .min(1, { error: '请至少选择一种事件' }),
  enabled: z.boolean({ error: '启用状态须为布尔值' }).default(true),
});
export type WebhookBody = z.infer<typeof webhookBodySchema>;
export type WebhookBodyInput = z.input<typeof webhookBodySchema>;

export const webhookIdParamsSchema = z.object({ id: idSchema('推送地址编号') });

export const webhookWithSecretSchema = z.object({ endpoint: webhookEndpointSchema, secret: z.string() });
export type WebhookWithSecret = z.infer<typeof webhookWithSecretSchema>;
export const webhookSecretResponseSchema = okEnvelope(webhookWithSecretSchema);
export const webhookResponseSchema = okEnvelope(webhookEndpointSchema);

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export const WEBHOOK_DELIVERY_STATUS_LABELS = {
  pending: '待投递',
  delivered: '已送达',
  failed: '已放弃',
} as const;

/** One event sent (or to be sent) to one endpoint, with its latest attempt. */
export const webhookDeliverySchema = z.object({
  id: z.number().int(),
  eventId: z.string(),
  eventType: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  createdAt: timestampSchema,
  nextAttemptAt: timestampSchema.nullable(),
  deliveredAt: timestampSchema.nullable(),
  lastStatusCode: z.number().int().nullable(),
  lastError: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveriesQuerySchema = pageQuerySchema.extend({
  status: z.enum(WEBHOOK_DELIVERY_STATUSES, { error: '投递状态不正确' }).optional(),
});
export const webhookDeliveriesResponseSchema = okEnvelope(pageOf(webhookDeliverySchema));

export const webhookAttemptSchema = z.object({
  attemptedAt: timestampSchema,
  durationMs: z.number().int(),
  statusCode: z.number().int().nullable(),
  /** The start of the receiver's answer, or why there was none. */
  response: z.string().nullable(),
  error: z.string().nullable(),
});
export type WebhookAttempt = z.infer<typeof webhookAttemptSchema>;

export const webhookDeliveryDetailSchema = webhookDeliverySchema.extend({
  /** The exact body that was signed and sent. */
  body: z.string(),
  attemptsMade: z.array(webhookAttemptSchema),
});
export type WebhookDeliveryDetail = z.infer<typeof webhookDeliveryDetailSchema>;
export const webhookDeliveryDetailResponseSchema = okEnvelope(webhookDeliveryDetailSchema);

export const webhookDeliveryParamsSchema = z.object({ id: idSchema('投递记录编号') });
export const webhookDeliveryResponseSchema = okEnvelope(webhookDeliverySchema);
