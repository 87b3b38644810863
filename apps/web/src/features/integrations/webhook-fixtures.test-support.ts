import type {
  WebhookDelivery,
  WebhookDeliveryDetail,
  WebhookEndpoint,
} from '@lyp/shared/integrations/webhook.schemas';

/** Two endpoints of the company: one on, with three events; one stopped, never sent to. */
export const ERP_HOOK: WebhookEndpoint = {
  id: 41,
  url: 'https://erp.example.com/lyp/webhook',
  description: 'ERP 订单同步',
  events: ['order.created', 'order.payment_confirmed', 'deposit.confirmed'],
  enabled: true,
  secretHint: '9f3c',
  createdByName: '王强',
  createdAt: '2026-11-20T02:00:00.000Z',
  lastDelivery: { status: 'delivered', createdAt: '2026-11-21T06:30:00.000Z' },
};
export const OLD_HOOK: WebhookEndpoint = {
  ...ERP_HOOK,
  id: 42,
  url: 'https://old.example.com/hook',
  description: '旧财务系统',
  events: ['deposit.returned'],
  enabled: false,
  secretHint: '77aa',
  lastDelivery: null,
};

export const WEBHOOK_SECRET = 'whsec_Hv7qLm2xPz9Rk4Wn8Tc3Jd6Fb1Qe5';

export const PING: WebhookDelivery = {
  id: 901,
  eventId: '3f2b9c1e-0d4a-4e7b-9a51-2c6d8e0f1a23',
  eventType: 'webhook.ping',
  status: 'delivered',
  attempts: 2,
  createdAt: '2026-11-21T06:30:00.000Z',
  nextAttemptAt: null,
  deliveredAt: '2026-11-21T06:30:12.000Z',
  lastStatusCode: 200,
  lastError: null,
};
export const GIVEN_UP: WebhookDelivery = {
  ...PING,
  id: 902,
  eventId: '7a1c5e2f-9b3d-4c8a-8e6f-0d2b4a6c8e1f',
  eventType: 'order.created',
  status: 'failed',
  attempts: 9,
  deliveredAt: null,
  lastStatusCode: 500,
  lastError: '接收方应答 HTTP 500',
};
export const WAITING: WebhookDelivery = {
  ...PING,
  id: 903,
  eventId: 'c0ffee00-1234-4abc-8def-0123456789ab',
  eventType: 'deposit.confirmed',
  status: 'pending',
  attempts: 1,
  deliveredAt: null,
  nextAttemptAt: '2026-11-21T06:31:00.000Z',
  lastStatusCode: null,
  lastError: '接收方 10 秒内未应答',
};

export const PING_BODY = JSON.stringify({
  id: PING.eventId,
  type: 'webhook.ping',
  createdAt: PING.createdAt,
  orgId: 7,
  data: { message: '这是一条测试事件' },
});

/** The ping's detail: delivered at the second try, after the first timed out. */
export const PING_DETAIL: WebhookDeliveryDetail = {
  ...PING,
  body: PING_BODY,
  attemptsMade: [
    {
      attemptedAt: '2026-11-21T06:30:12.000Z',
      durationMs: 85,
      statusCode: 200,
      response: '{"received":true}',
      error: null,
    },
    {
      attemptedAt: '2026-11-21T06:30:00.000Z',
      durationMs: 10000,
      statusCode: null,
      response: null,
      error: '接收方 10 秒内未应答',
    },
  ],
};

export const pageOf = (records: WebhookDelivery[]) => ({
  records,
  total: records.length,
  current: 1,
  size: 10,
});
