import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectLedgerBalanced } from '../../../test/auction-fixtures';
import { seedDemoMarket } from '../../../test/demo-fixtures';
import { HOUR_MS } from '../../lib/clock';
import { useTestApp } from '../../../test/use-test-app';

const { t } = useTestApp();
const seed = () => seedDemoMarket(t);

const lotsByTitle = async () =>
  Object.fromEntries(
    (
      await t.database.db.execute<{ title: string; status: string; current: string | null; bids: number }>(
        sql`select title, status, current_price_fen as current, bid_count as bids from lots order by id`,
      )
    ).rows.map((row) => [
      row.title,
      { status: row.status, current: row.current === null ? null : Number(row.current), bids: row.bids },
    ]),
  );

describe('the demo marketplace', () => {
  it('publishes lots bidding now, lots opening later and lots closed yesterday with an order, all by the rules', async () => {
    expect(await seed()).toEqual({ created: true });
    const lots = await lotsByTitle();
    expect(lots['重型废钢 HMS1 约 120 吨']).toEqual({ status: 'bidding', current: 31_500_000, bids: 3 });
    expect(lots['合力 CPCD30 柴油叉车 3 台']).toMatchObject({ status: 'bidding', bids: 0 });
    // Sealed bids count, but no price shows before the end.
    expect(lots['废铝合金边角料 约 20 吨（一次报价）']).toEqual({
      status: 'bidding',
      current: null,
      bids: 3,
    });
    // Per ton (单价): bids per ton, the deposit on the start × the estimated 40 吨.
    expect(lots['废钢边角料 约 40 吨（按吨计价）']).toEqual({ status: 'bidding', current: 244_000, bids: 2 });
    const perTon = await t.database.db.execute<{ basis: string; deposit: string }>(
      sql`select price_basis as basis, deposit_fen as deposit from lots where title = '废钢边角料 约 40 吨（按吨计价）'`,
    );
    expect(perTon.rows).toEqual([{ basis: 'unit', deposit: '960000' }]);
    expect(lots['黄板纸（AA 级）约 60 吨']).toMatchObject({ status: 'scheduled' });
    expect(lots['二手数控车床 CK6150 2 台']).toEqual({ status: 'sold', current: 8_600_000, bids: 4 });
    expect(lots['废旧电力电缆 约 15 吨']).toMatchObject({ status: 'unsold' });

    const order = await t.database.db.execute<{
      username: string;
      price: string;
      due: string;
      status: string;
    }>(sql`
      select u.username, o.price_fen as price, o.amount_due_fen as due, o.status
        from orders o join users u on u.id = o.buyer_user_id`);
    expect(order.rows).toEqual([
      { username: 'buyer', price: '8600000', due: '7800000', status: 'awaiting_payment' },
    ]);
    const bulletins = await t.database.db.execute<{ status: string }>(
      sql`select status from bulletins order by id`,
    );
    expect(bulletins.rows.map((row) => row.status)).toEqual(['bidding', 'published', 'ended']);
    await expectLedgerBalanced(t);
  });

  it('shows each lot with its drawn pictures, the first its cover, and each bulletin with its terms as a PDF anyone can open', async () => {
    const search = await t.call('POST', 'lotSearch', { body: { size: 50 } });
    const cards = search.json<{
      data: { records: Array<{ id: number; title: string; coverFileId: string | null }> };
    }>().data.records;
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.every((card) => card.coverFileId !== null)).toBe(true);

    const steel = cards.find((card) => card.title === '重型废钢 HMS1 约 120 吨')!;
    const detail = (await t.call('GET', 'lotDetail', { params: { lotId: steel.id } })).json<{
      data: { images: Array<{ id: string; mime: string }>; attachments: Array<{ id: string; name: string }> };
    }>().data;
    expect(detail.images.map((image) => image.mime)).toEqual(['image/png', 'image/png', 'image/png']);
    expect(detail.images[0]!.id).toBe(steel.coverFileId);
    expect(detail.attachments.map((file) => file.name)).toEqual(['竞买须知及竞价规则.pdf']);

    // Visitors read them, without a token: a published bulletin's files are public.
    const picture = await t.call('GET', 'filePreview', { params: { id: steel.coverFileId! } });
    expect(picture.statusCode).toBe(200);
    expect(picture.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    const terms = await t.call('GET', 'fileDownload', { params: { id: detail.attachments[0]!.id } });
    expect(terms.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
  });

  it('adds nothing while lots are open, and a new round once none is', async () => {
    expect(await seed()).toEqual({ created: false });
    t.clock.advance(4 * HOUR_MS);
    await t.services.closing.sweepOnce();
    expect(await seed()).toEqual({ created: true });
    const titles = await t.database.db.execute<{ title: string }>(
      sql`select title from bulletins order by id`,
    );
    expect(titles.rows.at(-1)!.title).toContain('（第2期）');
    await expectLedgerBalanced(t);
  });

  it('settles overdue demo orders at start, before the sweeper, so restarts days apart never bar the demo buyers', async () => {
    const statuses = async () =>
      (await t.database.db.execute<{ status: string }>(sql`select status from orders order by id`)).rows.map(
        (row) => row.status,
      );
    const before = await statuses();
    expect(before.length).toBeGreaterThan(1);
    t.clock.advance(5 * 24 * HOUR_MS);
    expect(await seed()).toEqual({ created: true });
    await t.services.closing.sweepOnce();

    // Every order that was there was overdue, and is settled; the orders made now wait for their buyers.
    const after = await statuses();
    expect(after.slice(0, before.length)).toEqual(before.map(() => 'paid'));
    expect(after.length).toBeGreaterThan(before.length);
    expect(after.slice(before.length).every((status) => status === 'awaiting_payment')).toBe(true);
    const buyers = await t.database.db.execute<{ strikes: number }>(
      sql`select strikes from users where username in ('buyer', 'buyer2')`,
    );
    expect(buyers.rows.every((row) => row.strikes === 0)).toBe(true);
    await expectLedgerBalanced(t);
  });
});
