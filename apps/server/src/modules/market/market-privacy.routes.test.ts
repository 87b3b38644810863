import type { LotDetail } from '@lyp/shared/auction/market.schemas';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  addBidders,
  clientBidId,
  dataOf,
  demoBuyer,
  freezeDeposits,
  lotInput,
  openBidding,
  useAuctionApp,
} from '../../../test/auction-fixtures';
import { bulletinAt, closeLot, uniqueTag } from '../../../test/market-fixtures';

const { t, tokens } = useAuctionApp({ resetClock: false });

interface Figures {
  biddingLots: number;
  upcomingLots: number;
  soldLots: number;
  soldAmountFen: number;
  publishedBulletins: number;
  registeredUsers: number;
  serverTime: string;
}
const figures = async () => dataOf<Figures>(await t.call('GET', 'homeFigures'));
const userCount = async () =>
  Number((await t.database.db.execute<{ n: string }>(sql`select count(*) as n from users`)).rows[0]!.n);

// This file's first test: the counts below start from the seeded, empty market.
describe('the platform figures', () => {
  it('count public lots by state, sales not defaulted, public bulletins and users', async () => {
    const empty = await figures();
    expect(empty).toEqual({
      biddingLots: 0,
      upcomingLots: 0,
      soldLots: 0,
      soldAmountFen: 0,
      publishedBulletins: 0,
      registeredUsers: await userCount(),
      serverTime: t.clock.now().toISOString(),
    });

    await bulletinAt(t, tokens, 'draft');
    await bulletinAt(t, tokens, 'submitted');
    const start = new Date(t.clock.now().getTime() + 25 * 3600_000);
    const later = (hours: number) => new Date(start.getTime() + hours * 3600_000).toISOString();
    const { lots } = await bulletinAt(t, tokens, 'published', {
      lots: [
        lotInput(t, { startsAt: later(0), endsAt: later(1) }),
        lotInput(t, { startsAt: later(0), endsAt: later(1) }),
        lotInput(t, { startsAt: later(0), endsAt: later(5) }),
        lotInput(t, { startsAt: later(10), endsAt: later(11) }),
      ],
    });
    expect(await figures()).toMatchObject({ upcomingLots: 4, biddingLots: 0, publishedBulletins: 1 });

    const bidders = await addBidders(t, 2);
    expect((await figures()).registeredUsers).toBe(empty.registeredUsers + 2);
    for (const [index, bidder] of bidders.entries()) {
      await freezeDeposits(t, lots[index]!.id, [bidder]);
    }
    openBidding(t, lots[0]!);
    for (const [index, amountFen] of [120_000, 150_000].entries()) {
      const body = { lotId: lots[index]!.id, amountFen, clientBidId: clientBidId() };
      dataOf(await t.call('POST', 'bidAdd', { token: bidders[index]!.token, body }));
    }
    await closeLot(t, lots[0]!);
    expect(await figures()).toMatchObject({
      soldLots: 2,
      soldAmountFen: 270_000,
      biddingLots: 1,
      upcomingLots: 1,
      publishedBulletins: 1,
    });

    // A defaulted sale (悔拍) no longer counts toward the amount.
    await t.database.db.execute(sql`update orders set status = 'defaulted' where lot_id = ${lots[1]!.id}`);
    expect((await figures()).soldAmountFen).toBe(120_000);
  });
});

describe('public answers', () => {
  it('never contain the reserve, a maximum, or who the bidders are', async () => {
    const tag = uniqueTag();
    // Amounts chosen so their digits cannot appear by chance in ids or times.
    const reserveFen = 873_000;
    const maximumFen = 761_000;
    const bulletin = await bulletinAt(t, tokens, 'published', {
      lots: [lotInput(t, { title: `${tag}保密`, incrementFen: 1_000, reservePriceFen: reserveFen })],
    });
    const lot = bulletin.lots[0]!;
    const [proxy, manual] = await addBidders(t, 2);
    const buyer = await demoBuyer(t, tokens.buyer);
    await freezeDeposits(t, lot.id, [proxy!, manual!, buyer]);
    openBidding(t, lot);
    dataOf(
      await t.call('POST', 'bidMaxPrice', {
        token: proxy!.token,
        body: { lotId: lot.id, maxFen: maximumFen, clientBidId: clientBidId() },
      }),
    );
    dataOf(
      await t.call('POST', 'bidAdd', {
        token: manual!.token,
        body: { lotId: lot.id, amountFen: 150_000, clientBidId: clientBidId() },
      }),
    );
    dataOf(
      await t.call('POST', 'bidAdd', {
        token: buyer.token,
        body: { lotId: lot.id, amountFen: 200_000, clientBidId: clientBidId() },
      }),
    );
    dataOf(await t.call('POST', 'lotSubscribe', { token: proxy!.token, body: { lotId: lot.id } }));

    const answers = async () => [
      await t.call('GET', 'lotDetail', { params: { lotId: lot.id } }),
      await t.call('POST', 'lotSearch', { body: { keyword: tag } }),
      await t.call('GET', 'homeBulletins'),
      await t.call('GET', 'publicBulletin', { params: { id: bulletin.id } }),
      await t.call('POST', 'followList', { token: proxy!.token, body: {} }),
      await t.call('GET', 'lotSubscribeCheck', { token: proxy!.token, params: { lotId: lot.id } }),
      await t.call('POST', 'lotBrowse', { token: proxy!.token, body: { lotId: lot.id } }),
    ];
    const people = await t.database.db.execute<{ phone: string; actual_name: string }>(
      sql`select phone, actual_name from users where id in (${proxy!.userId}, ${manual!.userId}, ${buyer.userId})`,
    );
    const secrets = [
      String(reserveFen),
      String(maximumFen),
      ...people.rows.flatMap((row) => [row.phone, row.actual_name]),
      'reservePriceFen',
      'maxFen',
      'runnerUp',
      'leaderUserId',
      'userId',
    ];
    const expectNoSecrets = async () => {
      for (const response of await answers()) {
        expect(response.statusCode, response.body).toBe(200);
        for (const secret of secrets) expect(response.body, secret).not.toContain(secret);
      }
    };

    const detail = dataOf<LotDetail>(await t.call('GET', 'lotDetail', { params: { lotId: lot.id } }));
    // The maximum answered the buyer's 2,000 yuan at one increment more, and beats the reserve neither.
    expect(detail.live).toMatchObject({ currentPriceFen: 201_000, reserveMet: false });
    expect(detail.hasReserve).toBe(true);
    expect(detail.recentBids.map((entry) => entry.kind)).toContain('auto');
    await expectNoSecrets();

    await closeLot(t, lot);
    const closed = dataOf<LotDetail>(await t.call('GET', 'lotDetail', { params: { lotId: lot.id } }));
    expect(closed.result).toMatchObject({ outcome: 'unsold', finalPriceFen: null, winnerAlias: null });
    await expectNoSecrets();
  });
});
