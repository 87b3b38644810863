import type { Message } from '@lyp/shared/messages/message.schemas';
import type { LiveServerMessage } from '@lyp/shared/realtime/events';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { clientBidId, dataOf, lotInput, tokensOf } from '../../../test/auction-fixtures';
import type { LiveTestClient } from '../../../test/live-client';
import { listenForLive, settled, signedInSocket } from '../../../test/live-fixtures';
import type { TestApp } from '../../../test/test-app';
import { useTwoInstances } from '../../../test/two-instances';
import { useTestApp } from '../../../test/use-test-app';
import { lotOpenForBidding } from '../../../test/bidding-fixtures';

/** The inbox over the live channel: a signed-in socket hears when its user has new messages. */

const clients: LiveTestClient[] = [];

async function signedIn(url: string, token: string | null) {
  const client = await signedInSocket(url, token);
  clients.push(client);
  return client;
}

/** Nudges that name new messages (a bidder's own first bid on a lot nudges `bids` too). */
const isMessagesNudge = (message: LiveServerMessage) =>
  message.type === 'inbox' && message.topics?.includes('messages') === true;
const inboxNudges = (client: LiveTestClient) => client.messages.filter(isMessagesNudge);

/** Two bidders on a lot that is open for bidding, with deposits frozen. */
async function twoBidders(t: TestApp) {
  const { lot, bidders } = await lotOpenForBidding(t, await tokensOf(t));
  return { lotId: lot.id, bidders, title: lotInput(t).title };
}

const bid = async (t: TestApp, token: string, lotId: number, amountFen: number) =>
  dataOf(await t.call('POST', 'bidAdd', { token, body: { lotId, amountFen, clientBidId: clientBidId() } }));

const inbox = async (t: TestApp, token: string) =>
  dataOf<{ records: Message[] }>(await t.call('POST', 'messageList', { token, body: { size: 20 } })).records;

afterAll(() => {
  for (const client of clients) client.close();
});

describe('the inbox on the live channel, one instance', () => {
  const { t } = useTestApp({ accessTokenTtlSeconds: 30 * 24 * 3600 });
  let url: string;
  beforeAll(async () => {
    url = await listenForLive(t);
  });

  it('tells the outbid bidder’s socket at once, and neither the new leader’s nor an anonymous one', async () => {
    const { lotId, bidders, title } = await twoBidders(t);
    const [first, second] = bidders;
    const [firstSocket, secondSocket] = [await signedIn(url, first.token), await signedIn(url, second.token)];
    const anonymous = await signedIn(url, null);
    expect(firstSocket.messages).toContainEqual({ type: 'auth', userId: first.userId });

    await bid(t, first.token, lotId, 100_000);
    await bid(t, second.token, lotId, 110_000);

    const nudge = await firstSocket.next(isMessagesNudge);
    expect(nudge).toEqual({
      type: 'inbox',
      serverTime: t.clock.now().toISOString(),
      topics: ['messages', 'bids'],
    });
    const [outbid] = await inbox(t, first.token);
    expect(outbid).toMatchObject({
      kind: 'outbid',
      title: '您的出价已被超越',
      link: `/morebid/auction?id=${lotId}`,
      readAt: null,
    });
    expect(outbid!.body).toContain(title);
    expect(outbid!.body).toContain('¥1,100.00');
    for (const quiet of [secondSocket, anonymous]) await settled(quiet);
    expect(inboxNudges(secondSocket)).toEqual([]);
    expect(inboxNudges(anonymous)).toEqual([]);
    expect(await inbox(t, second.token)).toEqual([]);
  });

  it('tells the displaced leader once per time the lead is taken, including by a maximum', async () => {
    const { lotId, bidders } = await twoBidders(t);
    const [first, second] = bidders;
    await bid(t, first.token, lotId, 100_000);
    dataOf(
      await t.call('POST', 'bidMaxPrice', {
        token: second.token,
        body: { lotId, maxFen: 150_000, clientBidId: clientBidId() },
      }),
    );
    await expect.poll(async () => (await inbox(t, first.token)).length).toBe(1);
    await bid(t, first.token, lotId, 160_000);
    await expect
      .poll(async () => (await inbox(t, second.token)).map((message) => message.kind))
      .toEqual(['outbid']);
    expect((await inbox(t, first.token)).map((message) => message.kind)).toEqual(['outbid']);
  });

  it('tells a bidder outbid again and again in one moment once per lot, with the latest price', async () => {
    const { lotId, bidders } = await twoBidders(t);
    const [first, second] = bidders;
    // What the engine hands over for one gathering of notices: the first bidder lost the lead
    // twice, the second once.
    await t.services.messages.outbid([
      { lotId, userId: first.userId, seq: 2, currentPriceFen: 110_000 },
      { lotId, userId: second.userId, seq: 3, currentPriceFen: 120_000 },
      { lotId, userId: first.userId, seq: 4, currentPriceFen: 130_000 },
    ]);

    const [only, ...more] = await inbox(t, first.token);
    expect(more).toEqual([]);
    expect(only!.body).toContain('¥1,300.00');
    expect((await inbox(t, second.token)).map((message) => message.body)).toEqual([
      expect.stringContaining('¥1,200.00'),
    ]);
  });

  it('tells nobody who leads the lot again by the time the notices are written', async () => {
    const { lotId, bidders } = await twoBidders(t);
    const [first, second] = bidders;
    await bid(t, first.token, lotId, 100_000);
    // A gathering naming both as displaced, written when the first bidder leads (again).
    await t.services.messages.outbid([
      { lotId, userId: first.userId, seq: 1, currentPriceFen: 110_000 },
      { lotId, userId: second.userId, seq: 1, currentPriceFen: 110_000 },
    ]);

    expect(await inbox(t, first.token)).toEqual([]);
    expect((await inbox(t, second.token)).map((message) => message.kind)).toEqual(['outbid']);
  });

  it('signs a socket out on a bad token or on request, and then tells it nothing', async () => {
    const { lotId, bidders } = await twoBidders(t);
    const [first, second] = bidders;
    const forged = await signedIn(url, 'not-a-token');
    expect(forged.messages).toContainEqual({ type: 'auth', userId: null });
    expect(await forged.next((message) => message.type === 'error')).toEqual({
      type: 'error',
      msg: '登录已失效，消息提醒暂停，请重新登录',
    });
    const left = await signedIn(url, first.token);
    left.send({ type: 'auth', token: null });
    await left.next((message) => message.type === 'auth' && message.userId === null);

    await bid(t, first.token, lotId, 100_000);
    await bid(t, second.token, lotId, 110_000);
    await expect.poll(async () => (await inbox(t, first.token)).length).toBe(1);
    await settled(left);
    expect(inboxNudges(left)).toEqual([]);
  });
});

const redisUrl = inject('redisSuitesUrl');

describe.runIf(redisUrl)('the inbox on the live channel, two instances on one database', () => {
  const { writer, reader: holder } = useTwoInstances(redisUrl);
  let holderUrl: string;
  beforeAll(async () => {
    holderUrl = await listenForLive(holder);
  });

  it('reaches the user’s socket on the other instance when this one writes the message', async () => {
    const { lotId, bidders } = await twoBidders(writer);
    const [first, second] = bidders;
    const socket = await signedIn(holderUrl, first.token);

    await bid(writer, first.token, lotId, 100_000);
    await bid(writer, second.token, lotId, 110_000);

    await socket.next(isMessagesNudge);
    expect((await inbox(holder, first.token)).map((message) => message.kind)).toEqual(['outbid']);
  });
});
