import { commissionFen, DEFAULT_COMMISSION_TIERS } from '@lyp/shared/auction/auction-rules';
import type { BidResult } from '@lyp/shared/auction/bid.schemas';
import type { Order } from '@lyp/shared/auction/order.schemas';
import type { LotEvent } from '@lyp/shared/realtime/events';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  addBidders,
  clientBidId,
  dataOf,
  expectLedgerBalanced,
  freezeDeposits,
  lotInput,
  openBidding,
  publishBulletin,
  type Bidder,
  useAuctionApp,
} from '../../../test/auction-fixtures';
import { useLotEvents } from '../../../test/bidding-fixtures';
import { createDatabase } from '../../db/client';
import { HOUR_MS } from '../../lib/clock';
import { createDepositsRepository } from '../deposits';
import { createClosingRepository } from './closing.repository';
import { createClosingService } from './closing.service';

const { t, tokens } = useAuctionApp();
const events = useLotEvents(t);

async function liveLots(bidderCount: number, lots: Array<Record<string, unknown>> = [{}]) {
  const bulletin = await publishBulletin(
    t,
    tokens,
    lots.map((overrides) => lotInput(t, overrides)),
  );
  const bidders = await addBidders(t, bidderCount);
  for (const lot of bulletin.lots) await freezeDeposits(t, lot.id, bidders);
  openBidding(t, bulletin.lots[0]!);
  return { bulletin, lots: bulletin.lots, bidders };
}

const bid = async (bidder: Bidder, lotId: number, amountFen: number) =>
  dataOf<BidResult>(
    await t.call('POST', 'bidAdd', {
      token: bidder.token,
      body: { lotId, amountFen, clientBidId: clientBidId() },
    }),
  );
const pastEnd = (lot: { endsAt: string }, extraMs = 2000) =>
  t.clock.set(new Date(Date.parse(lot.endsAt) + extraMs));
const row = async <T>(query: ReturnType<typeof sql>) => (await t.database.db.execute(query)).rows[0] as T;
const depositStatus = async (lotId: number, userId: number) =>
  (
    await row<{ status: string }>(
      sql`select status from deposits where lot_id = ${lotId} and user_id = ${userId}`,
    )
  ).status;

describe('closing a lot at its deadline', () => {
  it('sells to the leader: order with the confirmation and payment deadline, deposit into the price, losers released', async () => {
    const { bulletin, lots, bidders } = await liveLots(2);
    const [winner, loser] = bidders as [Bidder, Bidder];
    const lot = lots[0]!;
    await bid(loser, lot.id, 100_000);
    const winning = await bid(winner, lot.id, 150_000);
    pastEnd(lot);

    expect(await t.services.closing.sweepOnce()).toMatchObject({ closed: 1 });

    const orders = dataOf<{ records: Order[] }>(
      await t.call('POST', 'myOrders', { token: winner.token, body: {} }),
    ).records;
    expect(orders).toHaveLength(1);
    // The whole order, commission included, as the platform reads it.
    const order = dataOf<Order>(
      await t.call('GET', 'orderGet', { token: tokens.auditor, params: { id: orders[0]!.id } }),
    );
    // 72 hours from the actual close (the sweep, 2 s after the deadline), never from a moment already gone.
    const paymentDeadlineAt = new Date(t.clock.now().getTime() + 72 * HOUR_MS).toISOString();
    expect(order).toMatchObject({
      lotId: lot.id,
      status: 'awaiting_payment',
      priceFen: 150_000,
      depositAppliedFen: 10_000,
      amountDueFen: 140_000,
      commissionFen: commissionFen(150_000, DEFAULT_COMMISSION_TIERS),
      paymentDeadlineAt,
    });
    expect(order.confirmation).toMatchObject({
      lotTitle: '废钢 HMS1 一批',
      sellerName: '江苏华东再生资源有限公司',
      buyerAlias: winning.placed!.alias,
      priceFen: 150_000,
      priceInCapitals: '壹仟伍佰元整',
      paymentDeadlineAt,
      bidCount: 2,
      bidderCount: 2,
    });
    expect(await depositStatus(lot.id, winner.userId)).toBe('applied');
    expect(await depositStatus(lot.id, loser.userId)).toBe('returning');
    expect(events).toContainEqual(
      expect.objectContaining({
        type: 'lot_closed',
        lotId: lot.id,
        outcome: 'sold',
        finalPriceFen: 150_000,
        winnerAlias: winning.placed!.alias,
      }),
    );
    const bulletinStatus = await row<{ status: string }>(
      sql`select status from bulletins where id = ${bulletin.id}`,
    );
    expect(bulletinStatus.status).toBe('ended');
    await expectLedgerBalanced(t);
  });

  it('gives the buyer the whole payment window when the close comes days late (the server was down)', async () => {
    const { lots, bidders } = await liveLots(1);
    await bid(bidders[0]!, lots[0]!.id, 100_000);
    pastEnd(lots[0]!, 5 * 24 * HOUR_MS);

    expect(await t.services.closing.sweepOnce()).toMatchObject({ closed: 1 });
    const [order] = dataOf<{ records: Order[] }>(
      await t.call('POST', 'myOrders', { token: bidders[0]!.token, body: {} }),
    ).records;
    expect(order).toMatchObject({
      status: 'awaiting_payment',
      paymentDeadlineAt: new Date(t.clock.now().getTime() + 72 * HOUR_MS).toISOString(),
    });
  });

  it('shows the order to its buyer, its seller and auditors, and to nobody else', async () => {
    const { lots, bidders } = await liveLots(2);
    const [winner, other] = bidders as [Bidder, Bidder];
    await bid(winner, lots[0]!.id, 100_000);
    pastEnd(lots[0]!);
    await t.services.closing.sweepOnce();
    const { id } = dataOf<{ records: Order[] }>(
      await t.call('POST', 'myOrders', { token: winner.token, body: {} }),
    ).records[0]!;
    expect((await t.call('GET', 'myOrderGet', { token: winner.token, params: { id } })).statusCode).toBe(200);
    for (const token of [tokens.seller, tokens.auditor]) {
      expect((await t.call('GET', 'orderGet', { token, params: { id } })).statusCode).toBe(200);
    }
    for (const token of [other.token, tokens.buyer]) {
      for (const path of ['orderGet', 'myOrderGet'] as const) {
        const response = await t.call('GET', path, { token, params: { id } });
        expect(response.statusCode, path).toBe(404);
        expect(response.json<{ msg: string }>().msg).toBe('订单不存在或您无权查看');
      }
    }
    expect(
      dataOf<{ records: Order[] }>(await t.call('POST', 'myOrders', { token: other.token, body: {} }))
        .records,
    ).toEqual([]);
  });

  it('marks a lot 流拍 when the reserve is not met, the bidders too few, or nobody bid, and releases every deposit', async () => {
    const { lots, bidders } = await liveLots(2, [{ reservePriceFen: 300_000 }, { minBidders: 2 }, {}]);
    const [first, second] = bidders as [Bidder, Bidder];
    await bid(first, lots[0]!.id, 200_000);
    await bid(second, lots[1]!.id, 100_000);
    pastEnd(lots[0]!);

    expect(await t.services.closing.sweepOnce()).toMatchObject({ closed: 3 });

    const closed = events.filter((event) => event.type === 'lot_closed');
    expect(closed.map((event) => [event.lotId, event.type === 'lot_closed' && event.outcome])).toEqual(
      lots.map((lot) => [lot.id, 'unsold']),
    );
    expect(closed.every((event) => event.type === 'lot_closed' && event.finalPriceFen === null)).toBe(true);
    for (const lot of lots) {
      for (const bidder of bidders) expect(await depositStatus(lot.id, bidder.userId)).toBe('returning');
    }
    const orderCount = await row<{ count: string }>(
      sql`select count(*) from orders where lot_id in (${lots[0]!.id}, ${lots[1]!.id}, ${lots[2]!.id})`,
    );
    expect(Number(orderCount.count)).toBe(0);
    await expectLedgerBalanced(t);
  });

  it('waits for the grace period, and the lot takes no bids after its end meanwhile', async () => {
    const { lots, bidders } = await liveLots(2);
    const lot = lots[0]!;
    await bid(bidders[0]!, lot.id, 100_000);
    pastEnd(lot, 500);
    expect(await t.services.closing.sweepOnce()).toMatchObject({ closed: 0 });
    const late = await t.call('POST', 'bidAdd', {
      token: bidders[1]!.token,
      body: { lotId: lot.id, amountFen: 110_000, clientBidId: clientBidId() },
    });
    expect(late.json<{ error: string }>().error).toBe('BID_ENDED');
    pastEnd(lot, 2000);
    expect(await t.services.closing.sweepOnce()).toMatchObject({ closed: 1 });
    expect(await t.services.closing.sweepOnce()).toMatchObject({ closed: 0 });
  });

  it('opens scheduled lots at their start and tells the watchers', async () => {
    const bulletin = await publishBulletin(t, tokens, [lotInput(t)]);
    const lot = bulletin.lots[0]!;
    openBidding(t, lot, 1000);
    expect(await t.services.closing.sweepOnce()).toMatchObject({ started: 1 });
    expect(events).toEqual([
      expect.objectContaining({ type: 'lot_started', lotId: lot.id, seq: 1, endsAt: lot.endsAt }),
    ]);
    const statuses = await row<{ lot: string; bulletin: string }>(
      sql`select l.status as lot, b.status as bulletin from lots l join bulletins b on b.id = l.bulletin_id where l.id = ${lot.id}`,
    );
    expect(statuses).toEqual({ lot: 'bidding', bulletin: 'bidding' });
  });
});

describe('the answers kept for bid retries', () => {
  it('are kept a week after the close, then pruned by the sweep', async () => {
    const { lots, bidders } = await liveLots(1);
    const lot = lots[0]!;
    const key = clientBidId();
    dataOf(
      await t.call('POST', 'bidAdd', {
        token: bidders[0]!.token,
        body: { lotId: lot.id, amountFen: 100_000, clientBidId: key },
      }),
    );
    const kept = async () =>
      Number(
        (await row<{ count: string }>(sql`select count(*) from bid_requests where lot_id = ${lot.id}`)).count,
      );
    pastEnd(lot);
    await t.services.closing.sweepOnce();
    t.clock.advance(6 * 24 * HOUR_MS);
    await t.services.closing.sweepOnce();
    expect(await kept()).toBe(1);
    t.clock.advance(2 * 24 * HOUR_MS);
    await t.services.closing.sweepOnce();
    expect(await kept()).toBe(0);
    // The bid itself stays, of course.
    expect(
      Number((await row<{ count: string }>(sql`select count(*) from bids where lot_id = ${lot.id}`)).count),
    ).toBe(1);
  });
});

const statusOf = async (lotId: number) =>
  (await row<{ status: string }>(sql`select status from lots where id = ${lotId}`)).status;

describe('a sweep that meets a failure', () => {
  it('leaves the failing lot for the next sweep and closes the others', async () => {
    const { lots, bidders } = await liveLots(1, [{}, {}]);
    for (const lot of lots) await bid(bidders[0]!, lot.id, 100_000);
    const [failing, healthy] = lots as [(typeof lots)[number], (typeof lots)[number]];
    // A real failure inside the close's transaction: the order of one lot cannot be written.
    await t.database.db.execute(
      sql.raw(`
      create function refuse_order() returns trigger language plpgsql as $$
        begin raise exception 'order refused for lot %', new.lot_id; end $$;
      create trigger refuse_order before insert on orders
        for each row when (new.lot_id = ${failing.id}) execute function refuse_order();`),
    );
    try {
      pastEnd(healthy);
      // Lots other tests left due may close in the same sweep: what matters here is the two below.
      expect(await t.services.closing.sweepOnce()).toMatchObject({ failed: 1 });
      expect([await statusOf(failing.id), await statusOf(healthy.id)]).toEqual(['bidding', 'sold']);
      expect(await depositStatus(failing.id, bidders[0]!.userId)).toBe('frozen');
    } finally {
      await t.database.db.execute(
        sql.raw('drop trigger refuse_order on orders; drop function refuse_order();'),
      );
    }
    expect(await t.services.closing.sweepOnce()).toMatchObject({ failed: 0 });
    expect(await statusOf(failing.id)).toBe('sold');
    expect(await depositStatus(failing.id, bidders[0]!.userId)).toBe('applied');
    await expectLedgerBalanced(t);
  });
});

describe('the winner’s message', () => {
  it('commits with the close: a message that cannot be written leaves the lot to the next sweep, then both happen once', async () => {
    const { lots, bidders } = await liveLots(1);
    const lot = lots[0]!;
    const winner = bidders[0]!;
    await bid(winner, lot.id, 100_000);
    await t.database.db.execute(
      sql.raw(`
      create function refuse_message() returns trigger language plpgsql as $$
        begin raise exception 'message refused'; end $$;
      create trigger refuse_message before insert on messages
        for each row when (new.user_id = ${winner.userId}) execute function refuse_message();`),
    );
    try {
      pastEnd(lot);
      expect(await t.services.closing.sweepOnce()).toMatchObject({ failed: 1 });
      expect(await statusOf(lot.id)).toBe('bidding');
      const orders = await t.database.db.execute(sql`select id from orders where lot_id = ${lot.id}`);
      expect(orders.rows).toEqual([]);
    } finally {
      await t.database.db.execute(
        sql.raw('drop trigger refuse_message on messages; drop function refuse_message();'),
      );
    }
    await t.services.closing.sweepOnce();
    await t.services.closing.sweepOnce();
    expect(await statusOf(lot.id)).toBe('sold');
    const won = await t.database.db.execute(
      sql`select kind from messages where user_id = ${winner.userId} and kind = 'lot_won'`,
    );
    expect(won.rows).toHaveLength(1);
    await expectLedgerBalanced(t);
  });
});

describe('an order unpaid at its deadline (悔拍)', () => {
  it('defaults: the deposit is forfeited, the buyer gets a strike, and at three strikes is barred from bidding', async () => {
    const [buyer] = await addBidders(t, 1);
    for (let strike = 1; strike <= 3; strike += 1) {
      t.clock.set(new Date(Date.now() + strike * 5 * 24 * HOUR_MS));
      const bulletin = await publishBulletin(t, tokens, [lotInput(t)]);
      const lot = bulletin.lots[0]!;
      await freezeDeposits(t, lot.id, [buyer!]);
      openBidding(t, lot);
      await bid(buyer!, lot.id, 100_000);
      pastEnd(lot);
      await t.services.closing.sweepOnce();
      t.clock.advance(72 * HOUR_MS + 1000);
      // Orders of other tests in this file may default in the same sweep: this one's effects are checked below.
      expect((await t.services.closing.sweepOnce()).defaulted).toBeGreaterThanOrEqual(1);
      expect(await depositStatus(lot.id, buyer!.userId)).toBe('forfeited');
      const standing = await row<{ strikes: number; barred: boolean }>(
        sql`select strikes, bidding_barred_at is not null as barred from users where id = ${buyer!.userId}`,
      );
      expect(standing).toEqual({ strikes: strike, barred: strike >= 3 });
    }
    const orders = dataOf<{ records: Order[] }>(
      await t.call('POST', 'myOrders', { token: buyer!.token, body: {} }),
    );
    expect(orders.records.map((order) => order.status)).toEqual(['defaulted', 'defaulted', 'defaulted']);

    const bulletin = await publishBulletin(t, tokens, [lotInput(t)]);
    await freezeDeposits(t, bulletin.lots[0]!.id, [buyer!]);
    openBidding(t, bulletin.lots[0]!);
    const refused = await t.call('POST', 'bidAdd', {
      token: buyer!.token,
      body: { lotId: bulletin.lots[0]!.id, amountFen: 100_000, clientBidId: clientBidId() },
    });
    expect(refused.json<{ error: string; msg: string }>()).toMatchObject({
      error: 'BIDDING_BARRED',
      msg: '您因悔拍次数过多已被限制参与竞价，请联系平台客服',
    });
    await expectLedgerBalanced(t);
  });
});

describe('several instances sweeping at once', () => {
  it('close each lot exactly once: one order, one release, one closed event per lot', async () => {
    const lotCount = 12;
    const { lots, bidders } = await liveLots(
      2,
      Array.from({ length: lotCount }, () => ({})),
    );
    for (const [index, lot] of lots.entries()) await bid(bidders[index % 2]!, lot.id, 100_000);
    pastEnd(lots[0]!);

    const connectionString = (t.database.pool.options as { connectionString: string }).connectionString;
    const instances = Array.from({ length: 4 }, () =>
      createDatabase(connectionString, { maxConnections: 3 }),
    );
    const published: LotEvent[] = [];
    try {
      const sweeps = instances.map((database) =>
        createClosingService({
          closing: createClosingRepository(database.db, createDepositsRepository(database.db)),
          clock: t.clock,
          publish: (batch) => published.push(...batch),
          closeGraceMs: 1500,
          log: { info: () => {}, error: () => {} },
        }).sweepOnce(),
      );
      const results = await Promise.all(sweeps);
      expect(results.reduce((sum, result) => sum + result.closed, 0)).toBe(lotCount);
    } finally {
      await Promise.all(instances.map((database) => database.close()));
    }
    expect(
      published
        .filter((event) => event.type === 'lot_closed')
        .map((event) => event.lotId)
        .sort(),
    ).toEqual(lots.map((lot) => lot.id).sort());
    const perLot = await t.database.db.execute<{ lot_id: number; orders: string; releases: string }>(sql`
      select l.id as lot_id,
             (select count(*) from orders o where o.lot_id = l.id) as orders,
             (select count(*) from deposit_entries e join deposits d on d.id = e.deposit_id
               where d.lot_id = l.id and e.kind = 'released') as releases
        from lots l where l.id in ${sql.raw(`(${lots.map((lot) => lot.id).join(',')})`)}`);
    for (const lotRow of perLot.rows) {
      expect({ orders: Number(lotRow.orders), releases: Number(lotRow.releases) }).toEqual({
        orders: 1,
        releases: 1,
      });
    }
    await expectLedgerBalanced(t);
  });
});
