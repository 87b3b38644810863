import type { WebhookEventType } from '@lyp/shared/integrations/webhook-events';
import type { WebhookWithSecret } from '@lyp/shared/integrations/webhook.schemas';
import type { BuyerOrder } from '@lyp/shared/auction/order.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clientBidId,
  dataOf,
  lotInput,
  openBidding,
  publishBulletin,
  useAuctionApp,
} from '../../../test/auction-fixtures';
import { certifiedCompany } from '../../../test/company-fixtures';
import { auditPayment, returnDeposit, submitDeposit } from '../../../test/deposit-fixtures';
import { confirmPayment, payOrder, settleOrder } from '../../../test/order-fixtures';
import { startWebhookReceiver, type WebhookReceiver } from '../../../test/webhook-receiver';

const { t, tokens } = useAuctionApp();
let sellerSide: WebhookReceiver;
let buyerSide: WebhookReceiver;
beforeAll(async () => {
  [sellerSide, buyerSide] = await Promise.all([startWebhookReceiver(), startWebhookReceiver()]);
});
afterAll(() => Promise.all([sellerSide.close(), buyerSide.close()]));

async function subscribe(receiver: WebhookReceiver, token: string, events: WebhookEventType[]) {
  const made = dataOf<WebhookWithSecret>(
    await t.call('POST', 'webhookCreate', { token, body: { url: receiver.url, events } }),
  );
  receiver.secret = made.secret;
  return made.endpoint;
}

const typesOf = (receiver: WebhookReceiver) => receiver.received.map((request) => request.json.type);
const dispatchAll = async () => {
  while ((await t.services.webhookDispatcher.deliverDue()) > 0);
};

describe('the events a company’s systems hear', () => {
  it('reach the subscribed endpoints of the organisations concerned, signed, from deposit to settlement', async () => {
    const company = await certifiedCompany(t, tokens.auditor);
    const buyer = company.owner.token;
    const sellerEndpoint = await subscribe(sellerSide, tokens.seller, [
      'lot.closed',
      'order.created',
      'order.payment_confirmed',
      'order.settled',
      'document.issued',
    ]);
    await subscribe(buyerSide, buyer, [
      'deposit.confirmed',
      'deposit.returned',
      'order.created',
      'order.payment_confirmed',
      'document.issued',
    ]);

    const bulletin = await publishBulletin(t, tokens, [lotInput(t), lotInput(t)]);
    const [won, passed] = bulletin.lots as [(typeof bulletin.lots)[0], (typeof bulletin.lots)[0]];
    for (const lot of [won, passed]) {
      const submitted = await submitDeposit(t, buyer, lot.id);
      dataOf(await auditPayment(t, tokens.auditor, submitted.id, { approved: true }));
    }
    await dispatchAll();
    expect(typesOf(buyerSide)).toEqual(['deposit.confirmed', 'deposit.confirmed']);
    expect(sellerSide.received).toEqual([]);

    openBidding(t, won);
    dataOf(
      await t.call('POST', 'bidAdd', {
        token: buyer,
        body: { lotId: won.id, amountFen: 100_000, clientBidId: clientBidId() },
      }),
    );
    t.clock.set(new Date(Date.parse(won.endsAt) + 2000));
    await t.services.closing.sweepOnce();
    await dispatchAll();
    const closed = sellerSide.received.filter((request) => request.json.type === 'lot.closed');
    expect(closed.map((request) => request.json.data)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ lotId: won.id, outcome: 'sold', priceFen: 100_000 }),
        expect.objectContaining({ lotId: passed.id, outcome: 'unsold', orderId: null }),
      ]),
    );
    const [order] = dataOf<{ records: BuyerOrder[] }>(
      await t.call('POST', 'myOrders', { token: buyer, body: {} }),
    ).records;
    const created = (receiver: WebhookReceiver) =>
      receiver.received.find((request) => request.json.type === 'order.created')!.json;
    expect(created(sellerSide)).toMatchObject({ orgId: expect.any(Number), data: { orderId: order!.id } });
    expect(created(buyerSide)).toMatchObject({ orgId: company.orgId, data: { orderId: order!.id } });
    // One event, one id, whichever side hears it.
    expect(created(buyerSide).id).toBe(created(sellerSide).id);

    dataOf(await payOrder(t, buyer, order!.id));
    await confirmPayment(t, tokens.auditor, order!.id);
    await settleOrder(t, tokens.auditor, order!.id, 'ICBC20261205000001');
    await t.services.documents.issueDue(20);
    const returning = (await t.call('POST', 'myMargins', { token: buyer, body: {} })).json<{
      data: { records: Array<{ id: number; lotId: number; status: string }> };
    }>();
    const released = returning.data.records.find((deposit) => deposit.lotId === passed.id)!;
    dataOf(await returnDeposit(t, tokens.auditor, released.id));
    await dispatchAll();

    expect(new Set(typesOf(sellerSide))).toEqual(
      new Set(['lot.closed', 'order.created', 'order.payment_confirmed', 'order.settled', 'document.issued']),
    );
    expect(new Set(typesOf(buyerSide))).toEqual(
      new Set([
        'deposit.confirmed',
        'order.created',
        'order.payment_confirmed',
        'document.issued',
        'deposit.returned',
      ]),
    );
    const kinds = (receiver: WebhookReceiver) =>
      receiver.received
        .filter((request) => request.json.type === 'document.issued')
        .map((request) => request.json.data.kind);
    expect(kinds(sellerSide)).not.toContain('buyer_contract');
    expect(kinds(buyerSide)).toContain('buyer_contract');
    expect(kinds(buyerSide)).not.toContain('seller_contract');
    expect(
      buyerSide.received.find((request) => request.json.type === 'deposit.returned')!.json.data,
    ).toMatchObject({
      depositId: released.id,
      transferReference: 'ICBC20261124000123',
    });
    for (const receiver of [sellerSide, buyerSide])
      expect(receiver.received.every((request) => request.signatureValid)).toBe(true);
    expect(sellerEndpoint.events).not.toContain('deposit.confirmed');
  });
});
