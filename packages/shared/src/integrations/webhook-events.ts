/**
 * The events a company's webhook endpoints may subscribe to, and what each delivery's `data`
 * holds. Ids and facts only (amounts in fen, times in ISO 8601 UTC): the receiver reads more
 * through the API with its client's token.
 */
export const WEBHOOK_EVENT_TYPES = [
  'order.created',
  'order.payment_confirmed',
  'order.settled',
  'document.issued',
  'deposit.confirmed',
  'deposit.returned',
  'lot.closed',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** The event of 发送测试事件: delivered to the one endpoint asked, whatever it subscribes to. */
export const WEBHOOK_PING = 'webhook.ping';

export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  'order.created': '成交订单生成',
  'order.payment_confirmed': '货款到账确认',
  'order.settled': '货款已结算给委托方',
  'document.issued': '单据已出具（成交确认书、合同、提货单）',
  'deposit.confirmed': '保证金到账确认',
  'deposit.returned': '保证金已退还',
  'lot.closed': '标的竞价结束（成交或流拍）',
};

/** Who hears an event: the organisations it concerns, as each delivery's `orgId` says. */
export const WEBHOOK_EVENT_AUDIENCE: Record<WebhookEventType, string> = {
  'order.created': '买受人与委托方',
  'order.payment_confirmed': '买受人与委托方',
  'order.settled': '委托方',
  'document.issued': '买受人与委托方',
  'deposit.confirmed': '竞买人',
  'deposit.returned': '竞买人',
  'lot.closed': '委托方',
};

/** The signed request's headers (see the README's section for integrators). */
export const WEBHOOK_HEADERS = {
  event: 'x-lyp-event',
  /** The event's id: the same on every retry and replay, for the receiver to skip repeats. */
  delivery: 'x-lyp-delivery',
  timestamp: 'x-lyp-timestamp',
  /** `v1=` and the hex HMAC-SHA256 of `${timestamp}.${body}` under the endpoint's secret. */
  signature: 'x-lyp-signature',
} as const;
