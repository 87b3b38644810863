import type { LotCard } from '@lyp/shared/auction/market.schemas';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addBidders, dataOf, lotInput, type Bidder, useAuctionApp } from '../../../test/auction-fixtures';
import { bulletinAt } from '../../../test/market-fixtures';
import { createMarketRepository } from './market.repository';
import { VIEW_WINDOW_SECONDS } from './market.service';

let alice: Bidder;
let bob: Bidder;

const { t, tokens } = useAuctionApp({ resetClock: false });
beforeAll(async () => {
  [alice, bob] = (await addBidders(t, 2)) as [Bidder, Bidder];
});

interface FollowState {
  following: boolean;
  remind: boolean;
}
type FollowedCard = LotCard & { remind: boolean };

const follow = (who: { token: string }, lotId: number | string, remind?: boolean) =>
  t.call('POST', 'lotSubscribe', {
    token: who.token,
    body: { lotId, ...(remind === undefined ? {} : { remind }) },
  });
const stateOf = async (who: { token: string }, lotId: number) =>
  dataOf<FollowState>(await t.call('GET', 'lotSubscribeCheck', { token: who.token, params: { lotId } }));
const listOf = async (who: { token: string }, page: Record<string, unknown> = {}) =>
  dataOf<{ records: FollowedCard[]; total: number }>(
    await t.call('POST', 'followList', { token: who.token, body: page }),
  );
const cancel = (who: { token: string }, lotId: number) =>
  t.call('POST', 'followCancel', { token: who.token, params: { lotId } });
const idsIn = (page: { records: Array<{ id: number }> }) => page.records.map((record) => record.id);
const storedFollows = async () =>
  (
    await t.database.db.execute<{ user_id: number; lot_id: number; remind: boolean }>(
      sql`select user_id, lot_id, remind from lot_follows order by user_id, lot_id`,
    )
  ).rows;

async function publicLots(count: number) {
  const lots = Array.from({ length: count }, (_, index) =>
    lotInput(t, { title: `关注测试标的${index + 1}` }),
  );
  return (await bulletinAt(t, tokens, 'published', { lots })).lots.map((lot) => lot.id);
}

describe('following a lot', () => {
  it('follows with a reminder by default, and following again only changes the reminder', async () => {
    const [lotId] = await publicLots(1);
    expect(await stateOf(alice, lotId!)).toEqual({ following: false, remind: false });

    const first = await follow(alice, lotId!);
    expect(first.json()).toMatchObject({
      msg: '已关注，开拍前将提醒您',
      data: { following: true, remind: true },
    });
    expect(await stateOf(alice, lotId!)).toEqual({ following: true, remind: true });

    const again = await follow(alice, lotId!, false);
    expect(again.json()).toMatchObject({ msg: '已关注', data: { following: true, remind: false } });
    expect(await stateOf(alice, lotId!)).toEqual({ following: true, remind: false });
    expect((await storedFollows()).filter((row) => row.lot_id === lotId)).toHaveLength(1);
  });

  it('answers each user about their own follow only', async () => {
    const [lotId] = await publicLots(1);
    dataOf(await follow(alice, lotId!, true));
    expect(await stateOf(bob, lotId!)).toEqual({ following: false, remind: false });
    dataOf(await follow(bob, lotId!, false));
    expect(await stateOf(alice, lotId!)).toEqual({ following: true, remind: true });
    expect(await stateOf(bob, lotId!)).toEqual({ following: true, remind: false });
  });

  it('refuses lots that are not public, callers not signed in, and bad input with Chinese messages', async () => {
    const draft = await bulletinAt(t, tokens, 'draft');
    const notPublic = await follow(alice, draft.lots[0]!.id);
    expect(notPublic.statusCode).toBe(404);
    expect(notPublic.json()).toMatchObject({ error: 'LOT_NOT_FOUND' });
    const check = await t.call('GET', 'lotSubscribeCheck', {
      token: alice.token,
      params: { lotId: draft.lots[0]!.id },
    });
    expect(check.statusCode).toBe(404);

    const [lotId] = await publicLots(1);
    const anonymous = await t.call('POST', 'lotSubscribe', { body: { lotId } });
    expect(anonymous.statusCode).toBe(401);

    const badRemind = await t.call('POST', 'lotSubscribe', {
      token: alice.token,
      body: { lotId, remind: 'yes' },
    });
    expect(badRemind.statusCode).toBe(400);
    expect(badRemind.json()).toMatchObject({ fields: [{ field: 'remind', msg: '是否提醒必须是布尔值' }] });
    const badLot = await follow(alice, 'abc');
    expect(badLot.statusCode).toBe(400);
    expect(badLot.json()).toMatchObject({ fields: [{ field: 'lotId', msg: '标的编号必须是数字' }] });
    expect((await storedFollows()).filter((row) => row.lot_id === lotId)).toEqual([]);
  });
});

describe('my followed lots', () => {
  it('lists only the caller’s lots, the latest followed first, with their reminders and pages', async () => {
    const [one, two, three, bobsOnly] = await publicLots(4);
    const before = (await listOf(alice)).total;
    dataOf(await follow(alice, one!, true));
    t.clock.advance(1000);
    dataOf(await follow(alice, two!, false));
    t.clock.advance(1000);
    dataOf(await follow(alice, three!, true));
    dataOf(await follow(bob, bobsOnly!, true));

    const page = await listOf(alice, { current: 1, size: 2 });
    expect(page.total).toBe(before + 3);
    expect(page.records.map((lot) => [lot.id, lot.remind])).toEqual([
      [three, true],
      [two, false],
    ]);
    expect(page.records[0]).toMatchObject({
      title: '关注测试标的3',
      status: 'scheduled',
      bulletinId: expect.any(Number),
    });
    const next = await listOf(alice, { current: 2, size: 2 });
    expect(next.records[0]!.id).toBe(one);
    expect(idsIn(await listOf(bob, { size: 100 }))).toContain(bobsOnly);
    expect(idsIn(await listOf(alice, { size: 100 }))).not.toContain(bobsOnly);
  });

  it('leaves out a followed lot once its bulletin is withdrawn', async () => {
    const bulletin = await bulletinAt(t, tokens, 'published');
    const lotId = bulletin.lots[0]!.id;
    dataOf(await follow(alice, lotId));
    expect(idsIn(await listOf(alice, { size: 100 }))).toContain(lotId);
    dataOf(await t.call('POST', 'bulletinUndo', { token: tokens.seller, params: { id: bulletin.id } }));
    expect(idsIn(await listOf(alice, { size: 100 }))).not.toContain(lotId);
  });

  it('cancels only the caller’s own follow, and cancelling what is not followed still succeeds', async () => {
    const [lotId] = await publicLots(1);
    dataOf(await follow(alice, lotId!));
    dataOf(await follow(bob, lotId!));

    const cancelled = await cancel(bob, lotId!);
    expect(cancelled.json()).toMatchObject({ msg: '已取消关注', data: { following: false, remind: false } });
    expect(await stateOf(bob, lotId!)).toEqual({ following: false, remind: false });
    expect(await stateOf(alice, lotId!)).toEqual({ following: true, remind: true });

    const again = await cancel(bob, lotId!);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ code: 0, msg: '您未关注该标的，无需取消' });
    expect(await stateOf(alice, lotId!)).toEqual({ following: true, remind: true });
    expect((await storedFollows()).filter((row) => row.lot_id === lotId)).toEqual([
      { user_id: alice.userId, lot_id: lotId, remind: true },
    ]);
  });

  it('needs the my-attention permissions: a seller may follow but not list or cancel', async () => {
    const [lotId] = await publicLots(1);
    dataOf(await follow({ token: tokens.seller }, lotId!));
    const list = await t.call('POST', 'followList', { token: tokens.seller, body: {} });
    expect(list.statusCode).toBe(403);
    expect(list.json()).toMatchObject({ error: 'PERMISSION_DENIED' });
    expect((await cancel({ token: tokens.seller }, lotId!)).statusCode).toBe(403);
    expect((await t.call('POST', 'followList', { body: {} })).statusCode).toBe(401);
  });
});

describe('counting views', () => {
  const browse = async (lotId: number, who: { token?: string; ip?: string; visitorId?: string }) =>
    dataOf<{ viewCount: number }>(
      await t.call('POST', 'lotBrowse', {
        body: { lotId, ...(who.visitorId ? { visitorId: who.visitorId } : {}) },
        ...(who.token ? { token: who.token } : {}),
        ...(who.ip ? { ip: who.ip } : {}),
      }),
    ).viewCount;

  it('counts each viewer once per lot: a signed-in user by account, anyone else by address', async () => {
    const [lotId, other] = await publicLots(2);
    expect(await browse(lotId!, { token: alice.token, ip: '10.0.0.1' })).toBe(1);
    expect(await browse(lotId!, { token: alice.token, ip: '10.0.0.2' })).toBe(1);
    expect(await browse(lotId!, { token: bob.token, ip: '10.0.0.1' })).toBe(2);
    expect(await browse(lotId!, { ip: '10.0.0.1' })).toBe(3);
    expect(await browse(lotId!, { ip: '10.0.0.1' })).toBe(3);
    expect(await browse(lotId!, { ip: '10.0.0.3' })).toBe(4);
    // Another lot is another count.
    expect(await browse(other!, { token: alice.token })).toBe(1);

    // Written a batch at a time (every second on a running server): the page shows them then.
    const detail = async () =>
      dataOf<LotCard>(await t.call('GET', 'lotDetail', { params: { lotId: lotId! } })).viewCount;
    expect(await detail()).toBe(0);
    await t.services.market.flushViews();
    expect(await detail()).toBe(4);
    const stored = await t.database.db.execute<{ views: number }>(
      sql`select views from lot_views where lot_id = ${lotId!}`,
    );
    expect(stored.rows[0]?.views).toBe(4);
  });

  it('counts a visitor once when two instances write the same visit in their batches', async () => {
    const [lotId] = await publicLots(1);
    const market = createMarketRepository(t.database.db);
    const visit = { lotId: lotId!, viewerKey: 'ip:0123456789abcdef' };
    const now = t.clock.now();
    expect(await market.countViews([visit, visit], now, VIEW_WINDOW_SECONDS)).toEqual(new Map([[lotId!, 1]]));
    // The other instance's batch: nothing moves, so no total comes back.
    expect(await market.countViews([visit], now, VIEW_WINDOW_SECONDS)).toEqual(new Map());
    expect(dataOf<LotCard>(await t.call('GET', 'lotDetail', { params: { lotId: lotId! } })).viewCount).toBe(
      1,
    );
  });

  it('tells visitors behind one address apart by their browser’s visitor id', async () => {
    // Behind a proxy (or an office's one line out) every visitor has the same address.
    const [lotId] = await publicLots(1);
    const [first, second] = ['v1a2b3c4d5e6f7a8b9c0d1e2', 'v9f8e7d6c5b4a3f2e1d0c9b8'];
    expect(await browse(lotId!, { ip: '10.0.2.1', visitorId: first })).toBe(1);
    expect(await browse(lotId!, { ip: '10.0.2.1', visitorId: second })).toBe(2);
    expect(await browse(lotId!, { ip: '10.0.2.1', visitorId: first })).toBe(2);
    // A visitor id is no way round the account: a signed-in user counts once, by account.
    expect(await browse(lotId!, { token: alice.token, visitorId: first })).toBe(3);
    expect(await browse(lotId!, { token: alice.token, visitorId: second })).toBe(3);
    const refused = await t.call('POST', 'lotBrowse', { body: { lotId, visitorId: 'x' } });
    expect(refused.statusCode).toBe(400);
  });

  it('counts the same viewer again after thirty minutes, by the server clock', async () => {
    const [lotId] = await publicLots(1);
    expect(await browse(lotId!, { ip: '10.0.1.1' })).toBe(1);
    t.clock.advance(29 * 60_000);
    expect(await browse(lotId!, { ip: '10.0.1.1' })).toBe(1);
    t.clock.advance(2 * 60_000);
    expect(await browse(lotId!, { ip: '10.0.1.1' })).toBe(2);
  });

  it('answers a lot that is not public like a missing one, and counts nothing', async () => {
    const draft = await bulletinAt(t, tokens, 'draft');
    for (const lotId of [draft.lots[0]!.id, 2_000_000_000]) {
      const response = await t.call('POST', 'lotBrowse', { body: { lotId } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: 'LOT_NOT_FOUND' });
    }
    const counted = await t.database.db.execute(
      sql`select 1 from lot_views where lot_id = ${draft.lots[0]!.id}`,
    );
    expect(counted.rows).toEqual([]);
  });
});
