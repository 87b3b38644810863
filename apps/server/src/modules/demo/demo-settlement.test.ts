import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  addBidders,
  clientBidId,
  dataOf,
  expectLedgerBalanced,
  freezeDeposits,
} from '../../../test/auction-fixtures';
import { seedDemoMarket } from '../../../test/demo-fixtures';
import { DAY_MS, HOUR_MS } from '../../lib/clock';
import { useTestApp } from '../../../test/use-test-app';

const { t } = useTestApp({ accessTokenTtlSeconds: 30 * 24 * 3600 });
const log = { info: () => {}, warn: () => {}, error: () => {} };
const seed = () => seedDemoMarket(t, log);

const ordersByBuyer = async () =>
  (
    await t.database.db.execute<{ username: string | null; user_id: number; status: string }>(
      sql`select u.username, o.buyer_user_id as user_id, o.status
            from orders o join users u on u.id = o.buyer_user_id order by o.id`,
    )
  ).rows;

describe('settling demo orders at start', () => {
  it('settles only the demo buyers’ orders: someone else who won a demo lot pays, or defaults, for real', async () => {
    expect(await seed()).toEqual({ created: true });
    const [lot] = (
      await t.database.db.execute<{ id: number }>(
        sql`select id from lots where title = '合力 CPCD30 柴油叉车 3 台'`,
      )
    ).rows;
    const [visitor] = await addBidders(t, 1);
    await freezeDeposits(t, lot!.id, [visitor!]);
    // The forklifts fall in price (降价): the visitor accepts at the price they stand at.
    dataOf(
      await t.call('POST', 'bidDecrease', {
        token: visitor!.token,
        body: { lotId: lot!.id, amountFen: 3_600_000, clientBidId: clientBidId() },
      }),
    );
    // The lot closes sold to the visitor; days later the demo restarts.
    t.clock.advance(4 * HOUR_MS);
    await t.services.closing.sweepOnce();
    expect((await ordersByBuyer()).find((order) => order.user_id === visitor!.userId)?.status).toBe(
      'awaiting_payment',
    );
    t.clock.advance(5 * DAY_MS);
    await seed();
    await t.services.closing.sweepOnce();

    const orders = await ordersByBuyer();
    expect(orders.find((order) => order.user_id === visitor!.userId)?.status).toBe('defaulted');
    const demoOrders = orders.filter((order) => order.username === 'buyer' || order.username === 'buyer2');
    expect(demoOrders.length).toBeGreaterThan(0);
    expect(demoOrders.filter((order) => order.status === 'defaulted')).toEqual([]);
    await expectLedgerBalanced(t);
  });
});
