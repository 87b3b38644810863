import type { LiveServerMessage, UserTopic } from '@lyp/shared/realtime/events';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { addBidders, clientBidId, dataOf, tokensOf } from '../../../test/auction-fixtures';
import { lotOpenForBidding } from '../../../test/bidding-fixtures';
import { auditPayment, publishedLot, submitDeposit } from '../../../test/deposit-fixtures';
import type { LiveTestClient } from '../../../test/live-client';
import { listenForLive, settled, signedInSocket } from '../../../test/live-fixtures';
import { payOrder, soldOrder } from '../../../test/order-fixtures';
import type { TestApp } from '../../../test/test-app';
import { useTwoInstances } from '../../../test/two-instances';
import { useTestApp } from '../../../test/use-test-app';

/**
 * The signed-in user's live line beyond messages: each change of theirs names its topic, so
 * their open pages (the lot page's eligibility, the payment page, 我的竞价, 待办) re-read it.
 */

const clients: LiveTestClient[] = [];
afterAll(() => {
  for (const client of clients) client.close();
});

async function signedIn(url: string, token: string) {
  const client = await signedInSocket(url, token);
  clients.push(client);
  return client;
}

const nudgeOf = (topic: UserTopic) => (message: LiveServerMessage) =>
  message.type === 'inbox' && message.topics?.includes(topic) === true;
const nudgesOf = (client: LiveTestClient, topic: UserTopic) => client.messages.filter(nudgeOf(topic));

const bid = async (t: TestApp, token: string, lotId: number, amountFen: number) =>
  dataOf(await t.call('POST', 'bidAdd', { token, body: { lotId, amountFen, clientBidId: clientBidId() } }));

describe('what changes for a signed-in user, one instance', () => {
  const { t } = useTestApp({ accessTokenTtlSeconds: 30 * 24 * 3600 });
  let url: string;
  beforeAll(async () => {
    url = await listenForLive(t);
  });

  it('tells a bidder’s pages of the lot they bid on first, and not again for later bids', async () => {
    const { lot, bidders } = await lotOpenForBidding(t, await tokensOf(t));
    const [first, second] = bidders;
    const [firstSocket, secondSocket] = [await signedIn(url, first.token), await signedIn(url, second.token)];

    await bid(t, first.token, lot.id, 100_000);
    await firstSocket.next(nudgeOf('bids'));
    await bid(t, second.token, lot.id, 110_000);
    await bid(t, first.token, lot.id, 120_000);

    await Promise.all([settled(firstSocket), settled(secondSocket)]);
    // Beside these, the outbid messages name `bids` as well (with `messages`).
    const ownBids = (client: LiveTestClient) =>
      nudgesOf(client, 'bids').filter((message) => message.type === 'inbox' && message.topics?.length === 1);
    expect(ownBids(firstSocket)).toHaveLength(1);
    expect(ownBids(secondSocket)).toHaveLength(1);
  });

  it('tells the payer their deposit was confirmed, and the reviewers when the voucher came in', async () => {
    const tokens = await tokensOf(t);
    const { lotId } = await publishedLot(t, tokens);
    const [payer] = await addBidders(t, 1);
    const [payerSocket, auditorSocket, sellerSocket] = [
      await signedIn(url, payer!.token),
      await signedIn(url, tokens.auditor),
      await signedIn(url, tokens.seller),
    ];

    const deposit = await submitDeposit(t, payer!.token, lotId);
    await auditorSocket.next(nudgeOf('reviews'));
    dataOf(await auditPayment(t, tokens.auditor, deposit.id, { approved: true }));

    const confirmed = await payerSocket.next(nudgeOf('deposits'));
    expect(confirmed).toMatchObject({ topics: ['messages', 'deposits'] });
    await Promise.all([settled(auditorSocket), settled(sellerSocket), settled(payerSocket)]);
    // Once for the voucher, once for its review: the queue changed twice.
    expect(nudgesOf(auditorSocket, 'reviews')).toHaveLength(2);
    expect(nudgesOf(sellerSocket, 'reviews')).toEqual([]);
    expect(nudgesOf(payerSocket, 'reviews')).toEqual([]);
  });

  it('tells the buyer their goods money was confirmed, by a message with the order’s link', async () => {
    const tokens = await tokensOf(t);
    const { order, buyer } = await soldOrder(t, tokens);
    dataOf(await payOrder(t, buyer.token, order.id));
    const buyerSocket = await signedIn(url, buyer.token);

    dataOf(
      await t.call('POST', 'platformOrderPaymentAudit', {
        token: tokens.auditor,
        body: { orderId: order.id, approved: false, reason: '凭证金额与应付货款不符' },
      }),
    );

    expect(await buyerSocket.next(nudgeOf('orders'))).toMatchObject({ topics: ['messages', 'orders'] });
    const { records } = dataOf<{
      records: Array<{ kind: string; title: string; body: string; link: string }>;
    }>(await t.call('POST', 'messageList', { token: buyer.token, body: { size: 5 } }));
    expect(records[0]).toMatchObject({
      kind: 'payment_reviewed',
      title: '货款凭证未通过',
      link: `/personalcenter/myOrder/payment?id=${order.id}`,
    });
    expect(records[0]!.body).toContain('凭证金额与应付货款不符');
  });
});

const redisUrl = inject('redisSuitesUrl');

describe.runIf(redisUrl)('what changes for a signed-in user, two instances on one database', () => {
  const { writer, reader: holder } = useTwoInstances(redisUrl);
  let holderUrl: string;
  beforeAll(async () => {
    holderUrl = await listenForLive(holder);
  });

  it('reaches the reviewers’ sockets on the other instance when a voucher comes in on this one', async () => {
    const tokens = await tokensOf(writer);
    const { lotId } = await publishedLot(writer, tokens);
    const [payer] = await addBidders(writer, 1);
    const auditorSocket = await signedIn(holderUrl, tokens.auditor);

    await submitDeposit(writer, payer!.token, lotId);

    expect(await auditorSocket.next(nudgeOf('reviews'))).toMatchObject({ topics: ['reviews'] });
  });
});
