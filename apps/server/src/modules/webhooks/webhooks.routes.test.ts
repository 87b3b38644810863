import type {
  WebhookDelivery,
  WebhookDeliveryDetail,
  WebhookList,
  WebhookWithSecret,
} from '@lyp/shared/integrations/webhook.schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { errorOf } from '../../../test/answers';
import { dataOf, useAuctionApp } from '../../../test/auction-fixtures';
import { addMember, sellerInSecondCompany } from '../../../test/org-fixtures';
import { startWebhookReceiver, type WebhookReceiver } from '../../../test/webhook-receiver';
import { webhookEndpoints } from '../../db/schema';

const { t, tokens } = useAuctionApp();
let receiver: WebhookReceiver;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(() => receiver.close());

const SECOND_MS = 1000;
const HOUR_MS = 3600 * SECOND_MS;

async function register(token = tokens.seller, body: Record<string, unknown> = {}) {
  const made = dataOf<WebhookWithSecret>(
    await t.call('POST', 'webhookCreate', {
      token,
      body: { url: receiver.url, events: ['order.created', 'lot.closed'], ...body },
    }),
  );
  receiver.secret = made.secret;
  return made;
}
const ping = async (endpointId: number, token = tokens.seller) =>
  dataOf<WebhookDelivery>(await t.call('POST', 'webhookPing', { token, params: { id: endpointId } }));
const detail = async (deliveryId: number, token = tokens.seller) =>
  dataOf<WebhookDeliveryDetail>(
    await t.call('GET', 'webhookDelivery', { token, params: { id: deliveryId } }),
  );
const dispatch = () => t.services.webhookDispatcher.deliverDue();
const arrivals = (deliveryEventId: string) =>
  receiver.received.filter((request) => request.headers['x-lyp-delivery'] === deliveryEventId);

describe('webhook endpoints (事件推送)', () => {
  it('are registered by the company’s main account, the secret shown once and sealed at rest', async () => {
    const { endpoint, secret } = await register(tokens.seller, { description: 'ERP 订单' });
    expect(secret).toMatch(/^whsec_[\w-]{43}$/);
    expect(endpoint).toMatchObject({
      url: receiver.url,
      description: 'ERP 订单',
      events: ['order.created', 'lot.closed'],
      enabled: true,
      secretHint: secret.slice(-4),
      lastDelivery: null,
    });
    const listed = dataOf<WebhookList>(await t.call('GET', 'webhookList', { token: tokens.seller }));
    expect(listed.records).toContainEqual(endpoint);
    expect(JSON.stringify(listed)).not.toContain(secret);
    const [row] = await t.database.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, endpoint.id));
    expect(row!.secretSealed).not.toContain(secret.slice(6));
  });

  it('refuse a bad address or no event naming the field, and a personal account', async () => {
    const bad = (body: Record<string, unknown>) =>
      t.call('POST', 'webhookCreate', {
        token: tokens.seller,
        body: { url: receiver.url, events: ['lot.closed'], ...body },
      });
    expect(errorOf(await bad({ url: 'ftp://example.com/x' }))).toMatchObject({
      status: 400,
      fields: [{ field: 'url', msg: '推送地址须为以 https:// 开头的完整网址' }],
    });
    expect(errorOf(await bad({ events: [] }))).toMatchObject({
      fields: [{ field: 'events', msg: '请至少选择一种事件' }],
    });
    expect(errorOf(await bad({ events: ['order.deleted'] }))).toMatchObject({ status: 400 });
    const person = await addMember(t, { role: 'buyer', certified: true });
    expect(
      errorOf(
        await t.call('POST', 'webhookCreate', {
          token: person.token,
          body: { url: receiver.url, events: ['deposit.confirmed'] },
        }),
      ),
    ).toMatchObject({
      status: 403,
      error: 'WEBHOOK_NOT_ALLOWED',
      msg: '不能管理事件推送：开放接口仅向已认证的企业开放，请切换到企业后再管理事件推送',
    });
  });
});

describe('delivery', () => {
  it('signs each request so the receiver can check it, and records what came back', async () => {
    const { endpoint } = await register();
    const queued = await ping(endpoint.id);
    expect(queued).toMatchObject({ eventType: 'webhook.ping', status: 'pending', attempts: 0 });
    await dispatch();
    const [request] = arrivals(queued.eventId);
    expect(request).toMatchObject({
      signatureValid: true,
      json: { id: queued.eventId, type: 'webhook.ping' },
    });
    expect(request!.headers['x-lyp-event']).toBe('webhook.ping');
    expect(Number(request!.headers['x-lyp-timestamp'])).toBeCloseTo(t.clock.now().getTime() / 1000, -1);
    const sent = await detail(queued.id);
    expect(sent).toMatchObject({
      status: 'delivered',
      attempts: 1,
      lastStatusCode: 200,
      body: request!.body,
    });
    expect(sent.attemptsMade).toEqual([
      expect.objectContaining({ statusCode: 200, response: '收到', error: null }),
    ]);
  });

  it('is tried again later, less often each time, until the receiver takes it', async () => {
    const { endpoint } = await register();
    receiver.answerNext(500, 503);
    const queued = await ping(endpoint.id);
    await dispatch();
    expect(await detail(queued.id)).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: 500 });
    await dispatch();
    expect(arrivals(queued.eventId)).toHaveLength(1);
    t.clock.advance(11 * SECOND_MS);
    await dispatch();
    const second = await detail(queued.id);
    expect(second).toMatchObject({ status: 'pending', attempts: 2, lastStatusCode: 503 });
    expect(Date.parse(second.nextAttemptAt!) - t.clock.now().getTime()).toBe(60 * SECOND_MS);
    t.clock.advance(61 * SECOND_MS);
    await dispatch();
    const done = await detail(queued.id);
    expect(done).toMatchObject({ status: 'delivered', attempts: 3, lastStatusCode: 200 });
    expect(done.attemptsMade.map((attempt) => attempt.statusCode)).toEqual([200, 503, 500]);
    expect(arrivals(queued.eventId).every((request) => request.signatureValid)).toBe(true);
  });

  it('gives up a day after the event, and a replay sends the same event again', async () => {
    const { endpoint } = await register();
    receiver.answerNext(...Array<number>(40).fill(500));
    const queued = await ping(endpoint.id);
    for (let hour = 0; hour <= 25 && (await detail(queued.id)).status === 'pending'; hour++) {
      await dispatch();
      t.clock.advance(HOUR_MS);
    }
    const failed = await detail(queued.id);
    expect(failed.status).toBe('failed');
    expect(failed.attempts).toBeGreaterThan(6);
    receiver.answerOk();
    const before = arrivals(queued.eventId).length;
    const replayed = dataOf<WebhookDelivery>(
      await t.call('POST', 'webhookReplay', { token: tokens.seller, params: { id: queued.id } }),
    );
    expect(replayed).toMatchObject({ status: 'pending', nextAttemptAt: t.clock.now().toISOString() });
    await dispatch();
    expect(await detail(queued.id)).toMatchObject({ status: 'delivered' });
    const again = arrivals(queued.eventId)[before];
    expect(again!.json.id).toBe(queued.eventId);
  });

  it('holds what waits for a disabled endpoint until it is enabled, but not past the day', async () => {
    const { endpoint } = await register();
    const held = await ping(endpoint.id);
    const lapsing = await ping(endpoint.id);
    const settings = { url: endpoint.url, events: endpoint.events };
    const disable = (enabled: boolean) =>
      t.call('POST', 'webhookUpdate', {
        token: tokens.seller,
        params: { id: endpoint.id },
        body: { ...settings, enabled },
      });
    dataOf(await disable(false));
    expect(
      errorOf(await t.call('POST', 'webhookPing', { token: tokens.seller, params: { id: endpoint.id } })),
    ).toMatchObject({
      status: 409,
      error: 'WEBHOOK_DISABLED',
    });
    expect(
      errorOf(await t.call('POST', 'webhookReplay', { token: tokens.seller, params: { id: held.id } })).error,
    ).toBe('WEBHOOK_DISABLED');
    await dispatch();
    expect(arrivals(held.eventId)).toEqual([]);
    expect(await detail(held.id)).toMatchObject({ status: 'pending', attempts: 0 });
    dataOf(await disable(true));
    await dispatch();
    expect(arrivals(held.eventId)).toHaveLength(1);
    expect(arrivals(lapsing.eventId)).toHaveLength(1);

    const late = await ping(endpoint.id);
    dataOf(await disable(false));
    t.clock.advance(25 * HOUR_MS);
    await dispatch();
    expect(await detail(late.id)).toMatchObject({
      status: 'failed',
      lastError: '推送地址已停用，超过重试期限未能投递',
    });
  });

  it('lets a replay made while a send is in flight stand: the late answer does not overwrite it', async () => {
    const { endpoint } = await register();
    const queued = await ping(endpoint.id);
    receiver.hold();
    const inFlight = dispatch();
    await vi.waitFor(() => expect(arrivals(queued.eventId)).toHaveLength(1));
    dataOf(await t.call('POST', 'webhookReplay', { token: tokens.seller, params: { id: queued.id } }));
    receiver.release();
    await inFlight;
    // The first send's answer is an attempt on record, but the replay still waits to be sent.
    expect(await detail(queued.id)).toMatchObject({
      status: 'pending',
      attemptsMade: [expect.objectContaining({ statusCode: 200 })],
    });
    await dispatch();
    expect(arrivals(queued.eventId)).toHaveLength(2);
    expect(await detail(queued.id)).toMatchObject({ status: 'delivered', attempts: 2 });
  });

  it('stops for a removed endpoint, giving up what waited', async () => {
    const { endpoint } = await register();
    const queued = await ping(endpoint.id);
    dataOf(await t.call('POST', 'webhookRemove', { token: tokens.seller, params: { id: endpoint.id } }));
    await dispatch();
    expect(arrivals(queued.eventId)).toEqual([]);
    expect(await detail(queued.id)).toMatchObject({ status: 'failed', lastError: '推送地址已删除' });
  });
});

describe('tenant isolation', () => {
  it('keeps one company’s endpoints and deliveries from another', async () => {
    const { endpoint } = await register();
    const queued = await ping(endpoint.id);
    const other = await sellerInSecondCompany(t);
    const listed = dataOf<WebhookList>(await t.call('GET', 'webhookList', { token: other.token }));
    expect(listed.records.map((record) => record.id)).not.toContain(endpoint.id);
    for (const [name, id] of [
      ['webhookPing', endpoint.id],
      ['webhookRotate', endpoint.id],
      ['webhookRemove', endpoint.id],
      ['webhookReplay', queued.id],
    ] as const) {
      expect(errorOf(await t.call('POST', name, { token: other.token, params: { id } })).status).toBe(404);
    }
    expect(
      errorOf(await t.call('GET', 'webhookDelivery', { token: other.token, params: { id: queued.id } }))
        .status,
    ).toBe(404);
  });
});
