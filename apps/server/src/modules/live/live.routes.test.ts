import type { LiveServerMessage, LotEvent } from '@lyp/shared/realtime/events';
import { describe, expect, it } from 'vitest';
import { clientBidId, dataOf } from '../../../test/auction-fixtures';
import type { LiveTestClient } from '../../../test/live-client';
import { useLiveChannel } from '../../../test/live-fixtures';
import { LIVE_MESSAGE_BURST } from './live.routes';
import { useTestApp } from '../../../test/use-test-app';
import { lotOpenForBidding } from '../../../test/bidding-fixtures';

/** Tests here keep their clients open until the end, so the cap is counted from what is open now. */
const MAX_PER_IP = 12;
const { t, tokens } = useTestApp({
  accessTokenTtlSeconds: 30 * 24 * 3600,
  liveMaxConnectionsPerIp: MAX_PER_IP,
  signIn: ['seller', 'auditor'],
});
const { connect: client, clients } = useLiveChannel(t);

const biddingLot = () => lotOpenForBidding(t, tokens);

const isType =
  <T extends LiveServerMessage['type']>(type: T, lotId?: number) =>
  (message: LiveServerMessage): message is Extract<LiveServerMessage, { type: T }> =>
    message.type === type && (lotId === undefined || ('lotId' in message && message.lotId === lotId));

describe('the live channel', () => {
  it('tells a new watcher where the lot stands, then sends each committed bid with the next sequence number', async () => {
    const { lot, bidders } = await biddingLot();
    const watcher = await client();
    watcher.send({ type: 'subscribe', lotIds: [lot.id] });
    const subscribed = await watcher.next(isType('subscribed', lot.id));
    expect(subscribed).toMatchObject({ lotId: lot.id, seq: 0 });

    dataOf(
      await t.call('POST', 'bidAdd', {
        token: bidders[0].token,
        body: { lotId: lot.id, amountFen: 100_000, clientBidId: clientBidId() },
      }),
    );
    const placed = (await watcher.next(isType('bid_placed', lot.id))) as Extract<
      LotEvent,
      { type: 'bid_placed' }
    >;
    expect(placed).toMatchObject({ seq: 2, currentPriceFen: 100_000, bidCount: 1, bidderCount: 1 });
    expect(placed.bid.alias).toMatch(/^竞买人/);
    // The opening came first, at the same moment.
    expect(watcher.messages.filter((message) => message.type === 'lot_started')).toHaveLength(1);
    expect(JSON.stringify(watcher.messages)).not.toContain('测试用户');
  });

  it('stops sending a lot’s events after unsubscribe', async () => {
    const { lot, bidders } = await biddingLot();
    const watcher = await client();
    watcher.send({ type: 'subscribe', lotIds: [lot.id] });
    await watcher.next(isType('subscribed', lot.id));
    watcher.send({ type: 'unsubscribe', lotIds: [lot.id] });
    watcher.send({ type: 'ping' });
    await watcher.next(isType('pong'));
    dataOf(
      await t.call('POST', 'bidAdd', {
        token: bidders[0].token,
        body: { lotId: lot.id, amountFen: 100_000, clientBidId: clientBidId() },
      }),
    );
    watcher.send({ type: 'ping' });
    await watcher.next(
      (message) => message.type === 'pong' && watcher.messages.filter(isType('pong')).length === 2,
    );
    expect(watcher.messages.filter((message) => message.type === 'bid_placed')).toEqual([]);
  });

  it('answers pings with the server time', async () => {
    const watcher = await client();
    watcher.send({ type: 'ping' });
    expect(await watcher.next(isType('pong'))).toEqual({
      type: 'pong',
      serverTime: t.clock.now().toISOString(),
    });
  });

  it('refuses lots the public may not see, and malformed messages, in Chinese', async () => {
    const watcher = await client();
    watcher.send({ type: 'subscribe', lotIds: [987_654] });
    expect(await watcher.next(isType('error'))).toEqual({
      type: 'error',
      msg: '标的 987654：标的不存在或您无权查看',
    });
    watcher.send({ type: 'subscribe', lotIds: 'all' });
    const errors = () => watcher.messages.filter(isType('error'));
    await watcher.next(() => errors().length === 2);
    expect(errors()[1]!.msg).toContain('消息格式不正确');
    watcher.socket.send('not json at all');
    await watcher.next(() => errors().length === 3);
    expect(watcher.socket.readyState).toBe(watcher.socket.OPEN);
  });

  it('drops a watcher that stops reading, while the others get every event', async () => {
    const { lot } = await biddingLot();
    const reader = await client();
    const stalled = await client();
    for (const watcher of [reader, stalled]) {
      watcher.send({ type: 'subscribe', lotIds: [lot.id] });
      await watcher.next(isType('subscribed', lot.id));
    }
    // The stalled client's process stops reading its socket: the server's send buffer grows.
    stalled.socket.pause();
    const count = 4000;
    const padding = '竞'.repeat(2000);
    for (let seq = 1; seq <= count; seq += 1) {
      t.lotEvents.publish([
        {
          type: 'lot_extended',
          lotId: lot.id,
          seq: 1000 + seq,
          serverTime: `${t.clock.now().toISOString()}`,
          endsAt: lot.endsAt,
          extensionCount: seq,
        },
        { type: 'lot_started', lotId: lot.id, seq: 0, serverTime: padding, endsAt: lot.endsAt },
      ] as LotEvent[]);
      // Let the sockets flush now and then, as a real event stream would.
      if (seq % 200 === 0) await new Promise((resolve) => setImmediate(resolve));
    }
    await reader.next((message) => message.type === 'lot_extended' && message.seq === 1000 + count, 20_000);
    expect(reader.messages.filter((message) => message.type === 'lot_extended')).toHaveLength(count);
    stalled.socket.resume();
    await stalled.closed;
    expect(stalled.messages.filter((message) => message.type === 'lot_extended').length).toBeLessThan(count);
  });

  it('closes a socket that floods it with messages, and leaves the others alone', async () => {
    const flooder = await client();
    const neighbour = await client();
    for (let index = 0; index < LIVE_MESSAGE_BURST + 10; index += 1) flooder.send({ type: 'ping' });
    await flooder.closed;
    expect(flooder.socket.readyState).toBe(flooder.socket.CLOSED);
    expect(flooder.messages).toContainEqual({
      type: 'error',
      msg: '消息发送过于频繁，连接已断开，请稍后重新连接',
    });
    expect(flooder.messages.filter((message) => message.type === 'pong').length).toBeLessThanOrEqual(
      LIVE_MESSAGE_BURST,
    );
    neighbour.send({ type: 'ping' });
    await neighbour.next((message) => message.type === 'pong');
  });

  it('refuses connections from one address beyond the cap, and takes them again once others close', async () => {
    const open = clients.filter((connected) => connected.socket.readyState === connected.socket.OPEN);
    const extra: LiveTestClient[] = [];
    for (let count = open.length; count < MAX_PER_IP; count += 1) extra.push(await client());
    const refused = await client();
    await refused.closed;
    expect(refused.messages).toContainEqual({
      type: 'error',
      msg: '来自同一地址的实时连接过多，请关闭其他页面后重试',
    });
    const leaving = extra.pop() ?? open.pop()!;
    leaving.close();
    await leaving.closed;
    // The server counts the close when it sees it, a moment after the client does.
    await expect
      .poll(
        async () => {
          const retry = await client();
          retry.send({ type: 'ping' });
          const ok = await retry
            .next((message) => message.type === 'pong', 300)
            .then(() => true)
            .catch(() => false);
          if (!ok) retry.close();
          return ok;
        },
        { timeout: 5000 },
      )
      .toBe(true);
  });
});
